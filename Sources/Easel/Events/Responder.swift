import Foundation

/// An object that can handle touches and pass on what it does not handle, like
/// `UIResponder`.
///
/// Views, view controllers, windows and the application are responders. A touch is
/// delivered to the view it began in; the base versions of the `touches…` methods
/// forward it to `next`, so a touch that no one handles travels up the responder
/// chain: view → its controller (when it is a controller's root view) → superview →
/// … → window → application.
@preconcurrency @MainActor
open class Responder: CustomStringConvertible, CustomDebugStringConvertible {
    /// A responder with nothing to forward to yet.
    public init() {}

    /// The object's description, like the `description` UIKit's responders inherit from
    /// `NSObject`: `<Module.Type: 0x…>`, its class and address. A subclass overrides it
    /// as on iOS (`override var description: String`), and `print(_:)` and string
    /// interpolation use it. Not isolated, as `NSObject`'s is not.
    nonisolated open var description: String {
        "<\(String(reflecting: type(of: self))): \(String(describing: Unmanaged.passUnretained(self).toOpaque()))>"
    }

    /// The description in the debugger, like `NSObject.debugDescription`: `description`
    /// unless overridden.
    nonisolated open var debugDescription: String { description }

    /// Called once an object loaded from a nib or storyboard is connected, like
    /// `awakeFromNib()`; it does nothing itself. Nibs and storyboards do not exist
    /// here, so Easel never calls it: an override (calling super, as UIKit asks)
    /// compiles as written and runs only when the app calls it.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it shows a designable object, like
    /// `prepareForInterfaceBuilder()`; it does nothing itself, and Easel never calls
    /// it (there is no Interface Builder here): an override compiles as written.
    open func prepareForInterfaceBuilder() {}

    /// Writes the object into an archive, like `NSCoding`'s `encode(with:)`, which views
    /// and controllers implement on iOS. Easel writes no archives (nor reads them, see
    /// `init?(coder:)`): the base version writes nothing to `coder` and reports it, so an
    /// override that encodes its own values and calls super compiles as written.
    open func encode(with coder: NSCoder) {
        reportArchiveNotEncoded(Self.self)
    }

    /// Told of a change of a key path it observes (see `addObserver(_:forKeyPath:options:context:)`),
    /// like `NSObject.observeValue(forKeyPath:of:change:context:)`. The base version
    /// handles nothing: a notification that reaches it is reported (iOS raises an
    /// exception), so an override calls it only for contexts it did not add.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        Diagnostics.report("observeValue(forKeyPath:of:change:context:): \(type(of: self)) did not handle the change of \"\(keyPath ?? "")\"")
    }

    /// The key-value observers added to this object; `nil` until one is.
    var keyValueObservers: KeyValueObservers?

    /// The handlers `registerForTraitChanges(_:handler:)` added (views and controllers).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// The next responder in the chain, like `UIResponder.next`; `nil` at its end.
    open var next: Responder? { nil }

    // MARK: First responder (see Responder+FirstResponder)

    /// Whether the responder can become the first responder, like
    /// `UIResponder.canBecomeFirstResponder`; `false` unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets another become the first responder, like
    /// `UIResponder.canResignFirstResponder`; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder, like
    /// `UIResponder.isFirstResponder`.
    open var isFirstResponder: Bool { responderWindow.map { $0.firstResponder === self } ?? false }

    /// Makes the responder its window's first responder, like
    /// `UIResponder.becomeFirstResponder()`: it must be in a window and
    /// `canBecomeFirstResponder`, and the current first responder must agree to resign.
    /// Returns whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool { becomeFirstResponderOfItsWindow() }

    /// Gives up being the first responder, like `UIResponder.resignFirstResponder()`;
    /// returns whether it did (the base class always does).
    @discardableResult
    open func resignFirstResponder() -> Bool { resignFirstResponderOfItsWindow() }

    // MARK: Input views (see Window+SoftwareKeyboard)

    /// The view shown instead of the system keyboard while the responder is first
    /// responder, like `UIResponder.inputView`; `nil` (the keyboard) unless a subclass
    /// says otherwise. Its height replaces the keyboard's.
    open var inputView: View? { nil }

    /// The view shown on top of the keyboard while the responder is first responder,
    /// like `UIResponder.inputAccessoryView`; `nil` unless a subclass says otherwise. Its
    /// height adds to the keyboard's.
    open var inputAccessoryView: View? { nil }

    /// Applies changed input views while the responder is first responder, like
    /// `UIResponder.reloadInputViews()`: a keyboard that is up moves to its new height,
    /// with the keyboard's notifications.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.inputViewsDidChange(of: self)
    }

    // MARK: Undo

    /// The nearest undo manager up the responder chain, like `UIResponder.undoManager`:
    /// the base version asks `next`, and a window answers with its own, so every
    /// responder in a window shares the window's unless a class up the chain has its own
    /// (a text field has one while it edits). `nil` outside a window.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Touches

    /// One or more fingers touched down, like `UIResponder.touchesBegan(_:with:)`. The
    /// base version forwards the call to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forward(.began, touches, event)
    }

    /// One or more fingers moved, like `UIResponder.touchesMoved(_:with:)`. The base
    /// version forwards the call to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forward(.moved, touches, event)
    }

    /// One or more fingers lifted, like `UIResponder.touchesEnded(_:with:)`. The base
    /// version forwards the call to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forward(.ended, touches, event)
    }

    /// The system cancelled touches (a gesture recognizer took them), like
    /// `UIResponder.touchesCancelled(_:with:)`. The base version forwards the call.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forward(.cancelled, touches, event)
    }

    /// Updated values arrived for touches' estimated properties (a stylus's force and
    /// angles), like `touchesEstimatedPropertiesUpdated(_:)`. Easel's touches carry
    /// no estimated properties, so it is never called. The base version does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    // MARK: Key commands (see Window+KeyPresses)

    /// The key commands the responder offers, like `UIResponder.keyCommands`; `nil`
    /// unless a subclass says otherwise (a view controller gives those added with
    /// `addKeyCommand(_:)`). A key press looks here, from the first responder on.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Presses and motion (only key presses arrive here; see Press)

    /// Physical buttons were pressed, like `UIResponder.pressesBegan(_:with:)`. The base
    /// version forwards the call to `next`.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// The force of pressed buttons changed, like `UIResponder.pressesChanged(_:with:)`;
    /// forwarded to `next`.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Physical buttons were released, like `UIResponder.pressesEnded(_:with:)`;
    /// forwarded to `next`.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The system cancelled presses, like `UIResponder.pressesCancelled(_:with:)`;
    /// forwarded to `next`.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A motion (a shake) began, like `UIResponder.motionBegan(_:with:)`; forwarded to
    /// `next`. No device moves here: only code calls it.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }
    /// A motion ended, like `UIResponder.motionEnded(_:with:)`; forwarded to `next`.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled, like `UIResponder.motionCancelled(_:with:)`; forwarded to
    /// `next`.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) { next?.motionCancelled(motion, with: event) }

    // MARK: Actions (the standard edit actions are Responder+EditActions')

    /// Whether the responder can perform `action`, like
    /// `UIResponder.canPerformAction(_:withSender:)`: the base version answers yes when
    /// the responder implements the method `action` names (see `Selector`), and asks
    /// `next` otherwise.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self) || (next?.canPerformAction(action, withSender: sender) ?? false)
    }

    /// The responder that performs `action`, like
    /// `UIResponder.target(forAction:withSender:)`: the base version returns the
    /// responder itself when it implements the action and `canPerformAction` agrees,
    /// and asks `next` otherwise; `nil` at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if action.isImplemented(by: self), canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Removes the selection to the pasteboard, like `UIResponderStandardEditActions.cut(_:)`.
    /// `UIResponder` itself does not implement the edit actions (the views that edit
    /// text do): the base versions do nothing and report the call.
    open func cut(_ sender: Any?) { reportUnimplementedEditAction("cut(_:)") }
    /// Copies the selection, like `UIResponderStandardEditActions.copy(_:)`.
    open func copy(_ sender: Any?) { reportUnimplementedEditAction("copy(_:)") }
    /// Pastes the pasteboard, like `UIResponderStandardEditActions.paste(_:)`.
    open func paste(_ sender: Any?) { reportUnimplementedEditAction("paste(_:)") }
    /// Pastes in the surrounding style, like `UIResponderStandardEditActions.pasteAndMatchStyle(_:)`.
    open func pasteAndMatchStyle(_ sender: Any?) { reportUnimplementedEditAction("pasteAndMatchStyle(_:)") }
    /// Selects the word at the insertion point, like `UIResponderStandardEditActions.select(_:)`.
    open func select(_ sender: Any?) { reportUnimplementedEditAction("select(_:)") }
    /// Selects everything, like `UIResponderStandardEditActions.selectAll(_:)`.
    open func selectAll(_ sender: Any?) { reportUnimplementedEditAction("selectAll(_:)") }
    /// Deletes the selection, like `UIResponderStandardEditActions.delete(_:)`.
    open func delete(_ sender: Any?) { reportUnimplementedEditAction("delete(_:)") }
    /// Sets left-to-right writing, like `UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight(_:)`.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        reportUnimplementedEditAction("makeTextWritingDirectionLeftToRight(_:)")
    }
    /// Sets right-to-left writing, like `UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft(_:)`.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        reportUnimplementedEditAction("makeTextWritingDirectionRightToLeft(_:)")
    }
    /// Toggles bold, like `UIResponderStandardEditActions.toggleBoldface(_:)`.
    open func toggleBoldface(_ sender: Any?) { reportUnimplementedEditAction("toggleBoldface(_:)") }
    /// Toggles italics, like `UIResponderStandardEditActions.toggleItalics(_:)`.
    open func toggleItalics(_ sender: Any?) { reportUnimplementedEditAction("toggleItalics(_:)") }
    /// Toggles underline, like `UIResponderStandardEditActions.toggleUnderline(_:)`.
    open func toggleUnderline(_ sender: Any?) { reportUnimplementedEditAction("toggleUnderline(_:)") }
    /// Makes the text larger, like `UIResponderStandardEditActions.increaseSize(_:)`.
    open func increaseSize(_ sender: Any?) { reportUnimplementedEditAction("increaseSize(_:)") }
    /// Makes the text smaller, like `UIResponderStandardEditActions.decreaseSize(_:)`.
    open func decreaseSize(_ sender: Any?) { reportUnimplementedEditAction("decreaseSize(_:)") }

    private func reportUnimplementedEditAction(_ name: String) {
        Diagnostics.report("\(type(of: self)).\(name): UIResponder does not implement the edit action (iOS raises \"unrecognized selector\" for super); nothing done")
    }

    // MARK: State restoration

    /// Writes the state to restore at the next launch, like
    /// `encodeRestorableState(with:)` of views and view controllers. Easel restores no
    /// app state: the base version writes nothing, and nothing calls it.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back restored state, like `decodeRestorableState(with:)` of views and view
    /// controllers; the base version reads nothing, and nothing calls it.
    open func decodeRestorableState(with coder: NSCoder) {}

    private func forward(_ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        guard let next else { return }
        next.receive(phase, touches, event)
    }

    /// Calls the `touches…` method of `phase`, recording the delivery in the trace
    /// under this responder's name.
    func receive(_ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        guard let method = phase.responderMethod else { return }
        Trace.record(traceEvent(method))
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .regionEntered, .regionMoved, .regionExited: break
        }
    }

    /// A trace event naming this responder: its view or controller name, or its type.
    func traceEvent(_ name: String, message: String? = nil) -> TraceEvent {
        switch self {
        case let view as View: TraceEvent(name, view: view.traceName, message: message)
        case let controller as ViewController: TraceEvent(name, controller: controller.traceName, message: message)
        default: TraceEvent(name, view: String(describing: type(of: self)), message: message)
        }
    }
}
