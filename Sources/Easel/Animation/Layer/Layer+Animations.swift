import EaselGraphics
import Foundation

/// Explicit animations, like `CALayer`'s `add(_:forKey:)` family, and the presentation
/// they make: what the screen shows, while the model keeps the values set.
extension Layer {
    /// Adds a copy of `animation` to the layer, like `CALayer.add(_:forKey:)`: it
    /// replaces an animation with the same key (whose delegate hears it stopped
    /// unfinished). A duration of 0 becomes the transaction's; a `beginTime` of 0
    /// becomes the current time (in the layer's time space: see Layer+Timing). A key path the layer cannot animate is reported and
    /// the animation shows nothing. The animation runs while the layer is in a window.
    public func add(_ animation: Animation, forKey key: String?) {
        let copy = animation.copy()
        copy.resolveDuration(Transaction.animationDuration())
        for keyPath in copy.animatedKeyPaths where AnimatableKeyPath.named(keyPath, on: self) == nil {
            let reason = AnimatableKeyPath.exists(keyPath) ? "is not a property of" : "is not an animatable key path of"
            Trace.diagnostic("\(traceName): cannot animate \"\(keyPath)\": it \(reason) \(type(of: self))")
        }
        if copy is PropertyAnimation, copy.animatedKeyPaths.isEmpty {
            Trace.diagnostic("\(traceName): an animation without a keyPath animates nothing")
        }
        let window = hostView?.window
        let now = localTime(atGlobalTime: window?.eventLoop.now ?? EventLoop.current?.now ?? 0)
        let entry = LayerAnimationEntry(key: key, animation: copy, begin: copy.beginTime == 0 ? now : copy.beginTime,
                                        startsWhenAdded: copy.beginTime == 0)
        presentationWillChange()
        if let key, let replaced = animationStore?.entries.first(where: { $0.key == key }) {
            animationStore?.entries.removeAll { $0 === replaced }
            window?.animator.animationDidEnd(replaced, of: self, finished: false)
        }
        let store = animationStore ?? LayerAnimations()
        animationStore = store
        store.entries.append(entry)
        store.modelDidChange()
        (copy.delegate as? AnimationBlock)?.animationWasAdded(to: self, forKey: key)
        Transaction.animationWasAdded(entry)
        window?.animator.layerDidAddAnimation(self)
        presentationDidChange()
    }

    /// The animation added under `key`, like `CALayer.animation(forKey:)` (the layer's
    /// copy: changing it changes nothing).
    public func animation(forKey key: String) -> Animation? {
        animationStore?.entries.first { $0.key == key }?.animation
    }

    /// The keys of the animations added with one, in the order added, like
    /// `CALayer.animationKeys()`; `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationStore?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`, like `CALayer.removeAnimation(forKey:)`; its
    /// delegate hears it stopped unfinished (finished, if its time was over).
    public func removeAnimation(forKey key: String) {
        guard let entry = animationStore?.entries.first(where: { $0.key == key }) else { return }
        remove([entry])
    }

    /// Removes every animation of the layer, like `CALayer.removeAllAnimations()` (a
    /// view's layer: its `View.animate` animations too, whose completions say
    /// unfinished); the screen shows the model values from the next frame.
    public func removeAllAnimations() {
        remove(animationStore?.entries ?? [])
    }

    private func remove(_ entries: [LayerAnimationEntry]) {
        guard !entries.isEmpty, let store = animationStore else { return }
        presentationWillChange()
        store.entries.removeAll { entry in entries.contains { $0 === entry } }
        store.modelDidChange()
        if store.entries.isEmpty { animationStore = nil }
        presentationDidChange()
        let animator = hostView?.window?.animator
        for entry in entries {
            if let animator {
                animator.animationDidEnd(entry, of: self, finished: entry.hasEnded)
            } else {
                entry.animation.delegate?.animationDidStop(entry.animation, finished: entry.hasEnded)
            }
        }
    }

    /// Whether an animation block without `.allowUserInteraction` animates the layer:
    /// hit testing skips its view then, as UIKit's does.
    var hasAnimationsBlockingUserInteraction: Bool {
        animationStore?.entries.contains { ($0.animation.delegate as? AnimationBlock)?.allowsUserInteraction == false }
            ?? false
    }

    // MARK: Presentation and model

    /// A copy of the layer with the values the screen shows now, like
    /// `CALayer.presentation()`: the model values, with each animation in flight
    /// applied in the order added (a view's layer: its `View.animate` animations too).
    /// The copy has the layer's properties, not its sublayers.
    public func presentation() -> Self? {
        let copy = modelCopy()
        applyAnimations(to: copy)
        return copy
    }

    /// The layer holding the model values, like `CALayer.model()`: the layer itself.
    public func model() -> Self { self }

    /// The layer as the compositor shows it: itself, or with animations its
    /// presentation at the time shown (made once per time shown and model change: the
    /// copies of a replicator with an `instanceDelay` show it at times that later
    /// frames show again).
    var shownLayer: Layer {
        guard let store = animationStore else { return self }
        let time = animationTime
        return store.presentation(at: time) {
            let copy = modelCopy()
            applyAnimations(to: copy, at: time)
            return copy
        }
    }

    /// The time the layer's presentation shows: its window's frame time in the layer's
    /// time space, less the delay of the replicated copy being composited.
    var animationTime: TimeInterval {
        localTime(atGlobalTime: hostView?.window?.animator.frameTime ?? EventLoop.current?.now ?? 0) - InstanceDelay.seconds
    }

    /// Applies the animations in flight at `time` to `copy`; one removed on completion
    /// shows nothing once over (it stays only for the replicated copies that lag it).
    private func applyAnimations(to copy: Layer, at time: TimeInterval? = nil) {
        let time = time ?? animationTime
        for entry in animationStore?.entries ?? [] {
            let shown = entry.shownTime(at: time)
            if entry.hasEnded, entry.animation.isRemovedOnCompletion,
               entry.animation.isOver(atParentTime: shown, begin: entry.begin) { continue }
            entry.animation.apply(atParentTime: shown, begin: entry.begin, to: copy)
        }
    }

    /// A standalone copy of the layer's model values.
    private func modelCopy() -> Self {
        type(of: self).init(copyingOrDefault: self)
    }

    // MARK: Damage

    /// What the layer shows is about to change (an animation is added, removed or
    /// moves on): the area it covers now is damaged.
    func presentationWillChange() {
        if let view = owningView { view.window?.geometryWillChange(of: view) } else { damageLayerTree() }
    }

    /// What the layer shows changed: the area it covers now is damaged (a view's at
    /// the commit).
    func presentationDidChange() {
        if owningView == nil { damageLayerTree() }
    }
}
