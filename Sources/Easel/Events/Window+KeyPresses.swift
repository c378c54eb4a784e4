import Foundation

/// Hardware key presses, delivered as UIKit delivers them (iOS 15 and later):
///
/// 1. The chain starts at the first responder (the root view controller when no
///    responder is first). The first key command of that responder or one after it that
///    matches the key, and whose action a responder in the chain can perform
///    (`target(forAction:withSender:)` from the first responder), is the match.
/// 2. A match that `wantsPriorityOverSystemBehavior` performs its action: done.
/// 3. A text field or text view that is editing takes what it types: a character is
///    inserted (`insertText(_:)`, return included), a backspace (`"\u{8}"`) deletes
///    backward, and a text field runs ⌘C, ⌘X, ⌘V and ⌘A as `copy(_:)`, `cut(_:)`,
///    `paste(_:)` and `selectAll(_:)`: done.
/// 4. Any other match performs its action, with the command as the sender: done. A
///    press that performs a key command is not delivered as a press.
/// 5. Otherwise the press is delivered: `pressesBegan(_:with:)` then
///    `pressesEnded(_:with:)` to the start of the chain, which forwards them by default.
extension Window {
    /// Presses and releases a key of a hardware keyboard with `modifierFlags` held, as
    /// a user does: `input` is what the key types without modifiers (`"s"`, `"\r"`) or a
    /// special key's string (`KeyCommand.inputEscape` …). See the steps above.
    public func pressKey(_ input: String, modifierFlags: KeyModifierFlags = []) {
        let key = Key(charactersIgnoringModifiers: input, modifierFlags: modifierFlags)
        let chainStart: Responder = firstResponder ?? rootViewController ?? self
        let match = keyCommandMatch(for: key, from: chainStart)
        if let match, match.command.wantsPriorityOverSystemBehavior {
            perform(match, from: chainStart)
        } else if typeAsTextInput(key, into: chainStart) {
            return
        } else if let match {
            perform(match, from: chainStart)
        } else {
            deliverPress(of: key, to: chainStart)
        }
    }

    /// The first matching key command along the chain from `start` that a responder
    /// can perform, with that responder.
    private func keyCommandMatch(for key: Key, from start: Responder) -> (command: KeyCommand, target: Any)? {
        for responder in sequence(first: start, next: { $0.next }) {
            for command in responder.keyCommands ?? [] where command.matches(key) {
                if let target = start.target(forAction: command.action, withSender: command) { return (command, target) }
            }
        }
        return nil
    }

    private func perform(_ match: (command: KeyCommand, target: Any), from start: Responder) {
        let input = match.command.input ?? ""
        Trace.record(start.traceEvent("keyCommand", message: input))
        match.command.action.send(to: match.target, from: match.command, caller: "UIKeyCommand \"\(input)\"")
    }

    /// Lets an editing text field or text view take the key; returns whether it did.
    private func typeAsTextInput(_ key: Key, into responder: Responder) -> Bool {
        let field = (responder as? TextField).flatMap { $0.isEditing ? $0 : nil }
        let textView = (responder as? TextView).flatMap { $0.isEditing ? $0 : nil }
        guard let input = (field as KeyInput?) ?? textView else { return false }
        let flags = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
        if flags == .command, let field {
            switch key.charactersIgnoringModifiers {
            case "c": field.copy(nil)
            case "x": field.cut(nil)
            case "v": field.paste(nil)
            case "a": field.selectAll(nil)
            default: return false
            }
            return true
        }
        guard flags.isEmpty, !key.charactersIgnoringModifiers.hasPrefix("UIKeyInput") else { return false }
        switch key.characters {
        case "\u{8}": input.deleteBackward()
        case "\r", "\n": input.insertText("\n")
        case "\t", "\u{1B}": return false
        default: input.insertText(key.characters)
        }
        return true
    }

    /// Sends the press's began and ended phases to `responder`.
    private func deliverPress(of key: Key, to responder: Responder) {
        let press = Press(type: Self.pressType(of: key), phase: .began, timestamp: eventLoop.now, key: key)
        responder.pressesBegan([press], with: PressesEvent(presses: [press], timestamp: eventLoop.now))
        press.phase = .ended
        responder.pressesEnded([press], with: PressesEvent(presses: [press], timestamp: eventLoop.now))
    }

    /// An arrow or page key's `Press.PressType`; UIKit defines none for other keys, and
    /// Easel gives them `.select`.
    private static func pressType(of key: Key) -> Press.PressType {
        switch key.charactersIgnoringModifiers {
        case KeyCommand.inputUpArrow: .upArrow
        case KeyCommand.inputDownArrow: .downArrow
        case KeyCommand.inputLeftArrow: .leftArrow
        case KeyCommand.inputRightArrow: .rightArrow
        case KeyCommand.inputPageUp: .pageUp
        case KeyCommand.inputPageDown: .pageDown
        default: .select
        }
    }
}
