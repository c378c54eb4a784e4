import Foundation

/// Told when an animation starts and stops, like `CAAnimationDelegate`; both methods
/// have default implementations that do nothing.
@preconcurrency @MainActor
public protocol AnimationDelegate: NSObjectProtocol {
    /// The animation began showing, like `animationDidStart(_:)`: called at the first
    /// frame of its active time.
    func animationDidStart(_ animation: Animation)
    /// The animation ended, like `animationDidStop(_:finished:)`: `finished` is `true`
    /// after the frame that shows its end, `false` when it was removed before.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: Animation) {}
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
