import Foundation

/// The states of an interruptible animation, like `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have finished: the animator can be
    /// configured and started again.
    case inactive = 0
    /// Started (running or paused): its animations are on the views' layers.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an interruptible animation ended, like `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At the end values of its animations.
    case end = 0
    /// At the values the views had before its animations.
    case start = 1
    /// Where the animations were when they stopped.
    case current = 2
}

/// An object that runs view animations that can be started, paused, scrubbed, reversed
/// and stopped, like `UIViewAnimating`.
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
    /// The animator's state.
    var state: ViewAnimatingState { get }
    /// Whether the animations are running now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backward, toward their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, from 0 (start) to 1 (end).
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; `withoutFinishing` false leaves the animator
    /// stopped, waiting for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition`, running the completions.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator to which animations and completions can be added and whose timing can
/// change while paused, like `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that start when `delayFactor` of the duration has passed.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block run when the animations end, with the position they ended at.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and a duration scaled by
    /// `durationFactor`.
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}
