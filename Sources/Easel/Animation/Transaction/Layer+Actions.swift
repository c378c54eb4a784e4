import Foundation

/// Implicit animations: a change of an animatable property runs the layer's action
/// for it, found as Core Animation searches (`CALayer.action(forKey:)`).
extension Layer {
    /// The search of `action(forKey:)`, in Core Animation's order.
    func searchAction(forKey event: String) -> Action? {
        let steps: [() -> Action?] = [
            { self.delegate?.action(for: self, forKey: event) },
            { self.actions?[event] },
            { type(of: self).defaultAction(forKey: event) },
        ]
        for step in steps {
            guard let action = step() else { continue }
            return action is NSNull ? nil : action
        }
        guard AnimatableKeyPath.named(event, on: self) != nil else { return nil }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = Transaction.animationDuration()
        animation.timingFunction = Transaction.animationTimingFunction() ?? .default
        return animation
    }

    /// The property `key` changed from `old`: runs its action, unless the transaction
    /// disables actions or the layer is not shown yet (outside a window, or joined its
    /// tree in the transaction still open, as a layer Core Animation has not committed
    /// has nothing to animate from). An animation given no start (no `fromValue` or
    /// `byValue`) starts from the old value; an additive one given no values either
    /// animates the offset, from the old value less the new one to nothing added.
    func propertyDidChange(_ key: String, from old: Any?) {
        run(actionForChange(of: key), forKey: key, from: old)
    }

    /// The action a change of `key` runs, if any: found before the change when the
    /// action may read the layer (a custom property's `action(forKey:)` takes its start
    /// from `presentation()`, which must still show the old value).
    func actionForChange(of key: String) -> Action? {
        guard hostWindow != nil, joinedTreeInTransaction != Transaction.commitCount,
              !Transaction.disableActions() else { return nil }
        return action(forKey: key)
    }

    /// Runs `action` for the change of `key` from `old` (see `propertyDidChange`).
    func run(_ action: Action?, forKey key: String, from old: Any?) {
        guard let action else { return }
        guard let basic = action as? BasicAnimation, basic.fromValue == nil, basic.byValue == nil else {
            return action.run(forKey: key, object: self)
        }
        let animation = basic.copy()
        animation.keyPath = animation.keyPath ?? key
        if animation.isAdditive, animation.toValue == nil, let offset = offset(of: animation.keyPath!, from: old) {
            (animation.fromValue, animation.toValue) = offset
        } else {
            animation.fromValue = old
        }
        animation.run(forKey: key, object: self)
    }

    /// The change of `keyPath` from `old` as an additive animation's ends: the old value
    /// less the current one, and nothing.
    private func offset(of keyPath: String, from old: Any?) -> (from: Any?, to: Any?)? {
        guard let property = AnimatableKeyPath.named(keyPath, on: self), let new = property.value.components(property.get(self)),
              let old = property.value.components(old), old.count == new.count else { return nil }
        return (property.value.value(zip(old, new).map { $0 - $1 }, shapedLike: nil),
                property.value.value(new.map { _ in 0 }, shapedLike: nil))
    }
}
