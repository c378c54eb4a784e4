import EaselGraphics
import Foundation

/// Explicit animations, like `CALayer`'s `add(_:forKey:)` family, and the presentation
/// they make: what the screen shows, while the model keeps the values set.
extension Layer {
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

    func remove(_ entries: [LayerAnimationEntry]) {
        guard !entries.isEmpty, let store = animationStore else { return }
        presentationWillChange()
        store.entries.removeAll { entry in entries.contains { $0 === entry } }
        store.modelDidChange()
        if store.entries.isEmpty { animationStore = nil }
        presentationDidChange()
        let animator = hostWindow?.animator
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

    /// The layer holding the model values, like `CALayer.model()`: the layer itself.
    public func model() -> Self { self }

    /// The layer as the compositor shows it: itself, or with animations its
    /// presentation at the time shown (made once per time shown and model change: the
    /// copies of a replicator with an `instanceDelay` show it at times that later
    /// frames show again), displayed when it displays itself.
    var shownLayer: Layer {
        guard let store = animationStore else { return self }
        let time = animationTime
        return store.presentation(at: time) {
            let copy = modelCopy()
            applyAnimations(to: copy, at: time)
            if presentationRedisplays { copy.displayAsPresentation(of: self) }
            return copy
        }
    }

    /// The time the layer's presentation shows: its window's frame time in the layer's
    /// time space, less the delay of the replicated copy being composited.
    var animationTime: TimeInterval {
        localTime(atGlobalTime: hostWindow?.animator.frameTime ?? EventLoop.current?.now ?? 0) - InstanceDelay.seconds
    }

    /// Applies the animations in flight at `time` to `copy`; one removed on completion
    /// shows nothing once over (it stays only for the replicated copies that lag it).
    func applyAnimations(to copy: Layer, at time: TimeInterval? = nil) {
        let time = time ?? animationTime
        for entry in animationStore?.entries ?? [] {
            let shown = entry.shownTime(at: time)
            if entry.hasEnded, entry.animation.isRemovedOnCompletion,
               entry.animation.isOver(atParentTime: shown, begin: entry.begin) { continue }
            entry.animation.apply(atParentTime: shown, begin: entry.begin, to: copy)
        }
    }

    /// A standalone copy of the layer's model values.
    func modelCopy() -> Self {
        type(of: self).init(copyingOrDefault: self)
    }

    // MARK: Damage

    /// What the layer shows is about to change (an animation is added, removed or
    /// moves on): the area it covers now is damaged.
    func presentationWillChange() {
        guard let view = owningView else { return damageLayerTree() }
        if let window = view.window { window.geometryWillChange(of: view) } else { view.damageMaskedView() }
    }

    /// What the layer shows changed: the area it covers now is damaged (a view's at
    /// the commit).
    func presentationDidChange() {
        if owningView == nil { damageLayerTree() }
    }
}
