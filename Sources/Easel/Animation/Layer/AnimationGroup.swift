import Foundation

/// Animations run together on one layer, like `CAAnimationGroup`.
///
/// The children's times are the group's: a child's `beginTime` is relative to the
/// group's start, a child of duration 0 lasts as long as the group, and a child is
/// cut off where the group's duration ends. The group's timing function paces the
/// time its children see.
open class AnimationGroup: Animation {
    /// The animations of the group, like `CAAnimationGroup.animations`, shown in order.
    public var animations: [Animation]?

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? AnimationGroup else { return }
        animations = other.animations?.map { $0.copy() }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(progress: Double, time: TimeInterval, to layer: Layer) {
        let groupTime = timingFunction == nil ? time : progress * duration
        for child in animations ?? [] { child.apply(atParentTime: groupTime, begin: child.beginTime, to: layer) }
    }

    override func resolveDuration(_ fallback: TimeInterval) {
        super.resolveDuration(fallback)
        for child in animations ?? [] { child.resolveDuration(duration) }
    }
}
