import Foundation

/// The keyboard UIKit shows while a text field or text view edits: it rises from the
/// bottom edge when one begins editing, falls when editing ends (not when editing moves
/// from one to another), moves `keyboardLayoutGuide` with it at each refresh along
/// UIKit's keyboard curve (7, the transition spring), and posts UIKit's notifications:
/// `keyboardWillChangeFrame` and `keyboardWillShow` (or `…WillHide`) right after
/// `textFieldDidBeginEditing` (or `textFieldDidEndEditing`), then
/// `keyboardDidChangeFrame` and `keyboardDidShow` (or `…DidHide`) once it is in place.
///
/// Its height is the one developers measure on iOS 17 and 18 with the suggestion bar,
/// home-indicator area included (Apple documents none; not measured on iOS 26 here):
/// on an iPhone with a home indicator 336 points in portrait (346 on the 430-point-wide
/// and wider Plus and Pro Max) and 209 in landscape; with a home button 260 and 200;
/// on an iPad 320 in portrait and 405 in landscape. Easel draws no keyboard.
extension Window {
    /// The duration the notifications report, like UIKit's 0.25 s.
    static let keyboardAnimationDuration = 0.25
    /// The curve the notifications report: UIKit's private keyboard curve, 7.
    static let keyboardAnimationCurve = 7

    /// The height of the keyboard UIKit would show in this window.
    public var softwareKeyboardHeight: CGFloat {
        let landscape = bounds.width > bounds.height
        if traitCollection.userInterfaceIdiom == .pad { return landscape ? 405 : 320 }
        let homeIndicator = (device?.safeAreaInsets.bottom ?? safeAreaInsets.bottom) > 0
        switch (homeIndicator, landscape) {
        case (true, false): return bounds.width >= 430 ? 346 : 336
        case (true, true): return 209
        case (false, false): return 260
        case (false, true): return 200
        }
    }

    /// A text input began editing: the keyboard, with the input's input views, shows
    /// (or changes height, when another input was editing).
    func textInputDidBeginEditing(_ input: Responder) {
        let height = keyboardHeight(for: input)
        guard height != keyboardTargetHeight else { return }
        moveKeyboard(to: height)
    }

    /// The first responder's input views changed: a keyboard that is up takes their
    /// height.
    func inputViewsDidChange(of input: Responder) {
        guard keyboardTargetHeight > 0 else { return }
        textInputDidBeginEditing(input)
    }

    /// The height of the keyboard with `input`'s input views: its input view's (or the
    /// system keyboard's), plus its accessory view's; a view's height is its frame's, or
    /// its intrinsic content height when its frame has none.
    private func keyboardHeight(for input: Responder) -> CGFloat {
        func height(of view: View) -> CGFloat {
            view.frame.height > 0 ? view.frame.height : max(0, view.intrinsicContentSize.height)
        }
        let keyboard = input.inputView.map(height) ?? softwareKeyboardHeight
        return min(keyboard + (input.inputAccessoryView.map(height) ?? 0), bounds.height)
    }

    /// A text input ended editing: the keyboard hides, unless another text input is
    /// taking over as first responder.
    func textInputDidEndEditing() {
        guard !(incomingFirstResponder is KeyInput), keyboardTargetHeight > 0 else { return }
        moveKeyboard(to: 0)
    }

    private func moveKeyboard(to height: CGFloat) {
        keyboardAnimator?.finish()
        let start = keyboardHeight
        let showing = height > 0
        let size = showing ? height : start
        let begin = CGRect(x: 0, y: bounds.height - start, width: bounds.width, height: size)
        let end = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: size)
        keyboardTargetHeight = height
        postKeyboardNotifications([Self.keyboardWillChangeFrameNotification,
                                   showing ? Self.keyboardWillShowNotification : Self.keyboardWillHideNotification],
                                  begin: begin, end: end)
        let animator = TransitionAnimator(moves: [], in: self) { [weak self] in
            self?.keyboardAnimator = nil
            self?.postKeyboardNotifications([Self.keyboardDidChangeFrameNotification,
                                             showing ? Self.keyboardDidShowNotification : Self.keyboardDidHideNotification],
                                            begin: begin, end: end)
        }
        animator.progressHandler = { [weak self] progress in
            self?.setKeyboardHeight(start + (height - start) * progress)
        }
        keyboardAnimator = animator
        animator.start()
    }

    /// Sets the height `keyboardLayoutGuide` follows.
    func setKeyboardHeight(_ height: CGFloat) {
        guard height != keyboardHeight else { return }
        keyboardHeight = min(height, bounds.height)
        safeAreaInsetsDidChangeInWindow()
    }

    private func postKeyboardNotifications(_ names: [Notification.Name], begin: CGRect, end: CGRect) {
        let info: [AnyHashable: Any] = [
            Self.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
            Self.keyboardFrameEndUserInfoKey: NSValue(rect: end),
            Self.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            Self.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
            Self.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }
}
