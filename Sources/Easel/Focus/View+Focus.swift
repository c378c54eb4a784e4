import Foundation

/// The focus system's view API, like UIKit's `UIFocusEnvironment` and `UIFocusItem`
/// methods on `UIView`. On an iPhone without a hardware keyboard, remote or pointer
/// nothing takes focus, and that is the device Easel is: these keep what is set and
/// request nothing (the override points are `View`'s `canBecomeFocused`,
/// `shouldUpdateFocus(in:)` and `didUpdateFocus(in:with:)`).
extension View {
    /// Whether the view is focused, like `UIView.isFocused`: never, without a focus
    /// engine.
    public var isFocused: Bool { false }

    /// The group the view's focus moves within, like `UIView.focusGroupIdentifier`.
    public var focusGroupIdentifier: String? {
        get { occasionalProperties?.focusGroupIdentifier }
        set { occasional.focusGroupIdentifier = newValue }
    }

    /// Asks for a focus update, like `UIView.setNeedsFocusUpdate()`; with nothing
    /// focusable (touch alone) no update follows.
    public func setNeedsFocusUpdate() {}

    /// Runs a pending focus update now, like `UIView.updateFocusIfNeeded()`; none is
    /// ever pending here.
    public func updateFocusIfNeeded() {}
}
