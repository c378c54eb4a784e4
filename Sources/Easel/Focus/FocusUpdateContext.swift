import Foundation

/// What a focus update moves, like `UIFocusUpdateContext`: the view focus leaves and
/// the one it goes to, and the direction it moved in.
///
/// Easel has no focus engine: on an iPhone driven by touch alone (no hardware
/// keyboard, remote or pointer) nothing is ever focused, so Easel never makes a
/// context; code may make one to call `shouldUpdateFocus(in:)` or
/// `didUpdateFocus(in:with:)` itself.
@preconcurrency @MainActor
open class FocusUpdateContext {
    /// The view that had focus before the update, like
    /// `UIFocusUpdateContext.previouslyFocusedView`.
    open private(set) weak var previouslyFocusedView: View?
    /// The view that has focus after the update, like
    /// `UIFocusUpdateContext.nextFocusedView`.
    open private(set) weak var nextFocusedView: View?
    /// The direction focus moves in, like `UIFocusUpdateContext.focusHeading`.
    open private(set) var focusHeading: FocusHeading

    /// A context for focus moving from `previouslyFocusedView` to `nextFocusedView`.
    public init(previouslyFocusedView: View? = nil, nextFocusedView: View? = nil, focusHeading: FocusHeading = []) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}

/// The direction of a focus update, like `UIFocusHeading`.
public struct FocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upwards, like `UIFocusHeading.up`.
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Downwards, like `UIFocusHeading.down`.
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// Leftwards, like `UIFocusHeading.left`.
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// Rightwards, like `UIFocusHeading.right`.
    public static let right = FocusHeading(rawValue: 1 << 3)
    /// To the next item, like `UIFocusHeading.next`.
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// To the previous item, like `UIFocusHeading.previous`.
    public static let previous = FocusHeading(rawValue: 1 << 5)
}

/// Runs animations alongside a focus update's, like `UIFocusAnimationCoordinator`.
/// There is no system focus animation here (see `FocusUpdateContext`): the animations
/// run at once, as changes without animation, and the completion after them.
@preconcurrency @MainActor
open class FocusAnimationCoordinator {
    public init() {}

    /// Runs `animations` with the focus animation, like
    /// `UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:)`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        View.performWithoutAnimation { animations?() }
        completion?()
    }
}
