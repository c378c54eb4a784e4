import Foundation

/// The keyboard's notifications and their `userInfo` keys, with UIKit's names and
/// values, posted through `NotificationCenter.default` as the keyboard shows and hides
/// (see `Window+SoftwareKeyboard`).
extension Responder {
    /// The keyboard is about to show, like `UIResponder.keyboardWillShowNotification`.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// The keyboard has shown, like `UIResponder.keyboardDidShowNotification`.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// The keyboard is about to hide, like `UIResponder.keyboardWillHideNotification`.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard has hidden, like `UIResponder.keyboardDidHideNotification`.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame is about to change, like
    /// `UIResponder.keyboardWillChangeFrameNotification`; posted before each
    /// will-show and will-hide.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame has changed, like
    /// `UIResponder.keyboardDidChangeFrameNotification`; posted before each did-show
    /// and did-hide.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame in screen coordinates before the change, an `NSValue`
    /// (`cgRectValue`), like `UIResponder.keyboardFrameBeginUserInfoKey`.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame in screen coordinates after the change, an `NSValue`
    /// (`cgRectValue`), like `UIResponder.keyboardFrameEndUserInfoKey`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, an `NSNumber` (0.25), like
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `NSNumber` holding a `View.AnimationCurve` raw value
    /// (7, the keyboard's spring), like `UIResponder.keyboardAnimationCurveUserInfoKey`.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` (`true`), like
    /// `UIResponder.keyboardIsLocalUserInfoKey`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
