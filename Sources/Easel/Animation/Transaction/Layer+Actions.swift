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
    /// has nothing to animate from). An animation with no values given animates from
    /// the old value to the new.
    func propertyDidChange(_ key: String, from old: Any?) {
        guard hostView?.window != nil, joinedTreeInTransaction != Transaction.commitCount,
              !Transaction.disableActions(), let action = action(forKey: key) else { return }
        if let basic = action as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let animation = basic.copy()
            animation.keyPath = animation.keyPath ?? key
            animation.fromValue = old
            return animation.run(forKey: key, object: self)
        }
        action.run(forKey: key, object: self)
    }
}
