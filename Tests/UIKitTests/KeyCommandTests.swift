import Testing
import UIKit

/// What the responders of the key-command tests were sent, in order.
private final class KeyLog {
    var lines: [String] = []
}

private func flagNames(_ flags: UIKeyModifierFlags) -> String {
    [(UIKeyModifierFlags.command, "cmd"), (.shift, "shift"), (.alternate, "opt"), (.control, "ctrl"), (.alphaShift, "caps")]
        .filter { flags.contains($0.0) }.map(\.1).joined(separator: "+")
}

private func describe(_ presses: Set<UIPress>) -> String {
    presses.map { "\($0.key?.characters ?? "?") \(flagNames($0.key?.modifierFlags ?? []))" }.joined()
}

/// A canvas that becomes first responder, offers Escape itself and notes the presses
/// that reach it.
private final class CanvasView: UIView {
    let log: KeyLog
    var escape: UIKeyCommand?

    init(log: KeyLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { escape.map { [$0] } }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.lines.append("canvas began \(describe(presses))")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.lines.append("canvas ended \(describe(presses))")
        super.pressesEnded(presses, with: event)
    }
}

/// An editor that adds ⌘S, implements the actions of its canvas's commands, and can be
/// locked so that it cannot save.
private final class EditorViewController: UIViewController {
    static let saveAction = Selector(EditorViewController.save(_:))
    let log = KeyLog()
    var isLocked = false

    func save(_ sender: UIKeyCommand) {
        log.lines.append("save from \(sender.input ?? "") \(flagNames(sender.modifierFlags))")
    }

    func dismissEditor(_ sender: UIKeyCommand) {
        log.lines.append("dismiss from \(sender.input == UIKeyCommand.inputEscape ? "escape" : "?")")
    }

    func mark(_ sender: UIKeyCommand) {
        log.lines.append("mark \(sender.input ?? "")")
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Self.saveAction ? !isLocked : super.canPerformAction(action, withSender: sender)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.lines.append("editor began \(describe(presses))")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.lines.append("editor ended \(describe(presses))")
    }
}

/// Key commands as iPad code writes them: offered by `keyCommands` or
/// `addKeyCommand(_:)`, found from the first responder up the chain, performed by the
/// first responder that can perform their action, before (and instead of) the press.
@MainActor
@Suite struct KeyCommandTests {
    private func showEditor() -> (UIWindow, EditorViewController, CanvasView) {
        let editor = EditorViewController()
        let window = makeWindow(width: 200, height: 200)
        window.rootViewController = editor
        window.eventLoop.runOnce()
        let canvas = CanvasView(log: editor.log)
        editor.view.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        return (window, editor, canvas)
    }

    /// A hardware key press: the one place these tests use Easel's own API.
    private func press(_ window: UIWindow, _ input: String, _ flags: UIKeyModifierFlags = []) {
        window.pressKey(input, modifierFlags: flags)
    }

    @Test func aMatchingCommandIsPerformedAlongTheChainInsteadOfThePress() {
        let (window, editor, canvas) = showEditor()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: EditorViewController.saveAction)
        editor.addKeyCommand(save)
        editor.addKeyCommand(save)
        canvas.escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                                     action: Selector(EditorViewController.dismissEditor(_:)))
        #expect(editor.keyCommands?.count == 1)

        press(window, "s", .command)
        press(window, UIKeyCommand.inputEscape)
        press(window, "s", [.command, .alphaShift])
        #expect(editor.log.lines == ["save from s cmd", "dismiss from escape", "save from s cmd"])

        editor.log.lines = []
        press(window, "s", [.command, .shift])
        press(window, "s")
        #expect(editor.log.lines == [
            "canvas began S cmd+shift", "editor began S cmd+shift", "canvas ended S cmd+shift", "editor ended S cmd+shift",
            "canvas began s ", "editor began s ", "canvas ended s ", "editor ended s ",
        ])
    }

    @Test func aCommandWhoseActionNoResponderCanPerformLetsThePressThrough() {
        let (window, editor, _) = showEditor()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: EditorViewController.saveAction)
        editor.addKeyCommand(save)
        editor.isLocked = true
        press(window, "s", .command)
        editor.isLocked = false
        press(window, "s", .command)
        editor.removeKeyCommand(save)
        press(window, "s", .command)
        #expect(editor.keyCommands == nil)
        #expect(editor.log.lines == [
            "canvas began s cmd", "editor began s cmd", "canvas ended s cmd", "editor ended s cmd",
            "save from s cmd",
            "canvas began s cmd", "editor began s cmd", "canvas ended s cmd", "editor ended s cmd",
        ])
    }

    @Test func anEditingTextFieldTypesFirstUnlessTheCommandWantsPriority() {
        let editor = EditorViewController()
        let window = makeWindow(width: 240, height: 100)
        window.rootViewController = editor
        window.eventLoop.runOnce()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 34))
        editor.view.addSubview(field)
        let mark = UIKeyCommand(input: "k", modifierFlags: [], action: Selector(EditorViewController.mark(_:)))
        editor.addKeyCommand(mark)
        #expect(field.becomeFirstResponder())

        press(window, "o")
        press(window, "k", .shift)
        press(window, "k")
        #expect(field.text == "oKk" && editor.log.lines.isEmpty)

        mark.wantsPriorityOverSystemBehavior = true
        press(window, "k")
        press(window, "\u{8}")
        #expect(field.text == "oK" && editor.log.lines == ["mark k"])

        press(window, "a", .command)
        press(window, "x", .command)
        #expect(field.text == "" && UIPasteboard.general.string == "oK")
        press(window, "v", .command)
        press(window, "v", .command)
        #expect(field.text == "oKoK")
    }

    @Test func aKeyCommandIsACommandWithItsKey() {
        let save = UIKeyCommand(title: "Save", action: EditorViewController.saveAction, input: "s",
                                modifierFlags: [.command, .alternate], propertyList: "draft",
                                discoverabilityTitle: "Save Draft")
        let command: UICommand = save
        let element: UIMenuElement = save
        #expect(element.title == "Save" && command.discoverabilityTitle == "Save Draft")
        #expect(save.input == "s" && save.modifierFlags == [.command, .alternate])
        #expect(save.action == EditorViewController.saveAction && save.propertyList as? String == "draft")
        #expect(!save.wantsPriorityOverSystemBehavior && save.attributes == [] && save.state == .off)
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape" && UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20 && UIKeyModifierFlags.shift.rawValue == 1 << 17)
    }
}
