import Foundation

/// The first responder: the one responder of a window that receives typed text, like
/// UIKit's first responder.
///
/// A window has at most one. A responder becomes it with `becomeFirstResponder()` when
/// it `canBecomeFirstResponder` (the base class cannot; a `TextField` can) and is in a
/// window, and only when the current one agrees to resign. A view that leaves its
/// window resigns without being asked whether it may.
extension Responder {
    /// What `becomeFirstResponder()` does in the base class.
    func becomeFirstResponderOfItsWindow() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder {
            window.incomingFirstResponder = self
            defer { window.incomingFirstResponder = nil }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        Trace.record(traceEvent("becomeFirstResponder"))
        return true
    }

    /// What `resignFirstResponder()` does in the base class.
    func resignFirstResponderOfItsWindow() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        window.firstResponder = nil
        Trace.record(traceEvent("resignFirstResponder"))
        return true
    }

    /// Stops being the first responder without asking anyone (the responder's view is
    /// leaving the window, or `endEditing(true)`): a text field ends its editing
    /// whatever its delegate says.
    func resignFirstResponderForcibly() {
        if let field = self as? TextField {
            field.endEditingSession(asking: false)
        } else {
            _ = resignFirstResponder()
        }
        _ = resignFirstResponderOfItsWindow()
    }

    /// The window whose first responder this responder can be.
    var responderWindow: Window? {
        switch self {
        case let view as View: view.window
        case let controller as ViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }
}

extension View {
    /// Makes the first responder in the view's subtree resign, like
    /// `UIView.endEditing(_:)`: asking it when `force` is `false` (a text field asks its
    /// delegate), without asking when `true`. Returns whether no first responder is
    /// left in the subtree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder as? View, responder.isDescendant(of: self) else { return true }
        if force {
            responder.resignFirstResponderForcibly()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// A view leaving its window while it is the first responder resigns, as UIKit
    /// makes it.
    func resignFirstResponderOnLeaving(_ oldWindow: Window?, for newWindow: Window?) {
        guard let oldWindow, oldWindow !== newWindow, oldWindow.firstResponder === self else { return }
        resignFirstResponderForcibly()
    }
}
