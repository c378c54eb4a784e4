import Easel
import Foundation

/// Records what a text field tells its delegate, the control events it sends and the
/// notifications it posts, in one log, in the order they happen.
@MainActor
final class TextFieldRecorder: NSObject, TextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true, allowsReturn = true
    private var observers: [NSObjectProtocol] = []

    init(_ field: TextField) {
        super.init()
        field.delegate = self
        let events: [(Control.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            field.addAction(ControlAction { [unowned self] _ in log.append(name) }, for: event)
        }
        let names: [(Notification.Name, String)] = [
            (TextField.textDidBeginEditingNotification, "didBeginNotification"),
            (TextField.textDidChangeNotification, "didChangeNotification"),
            (TextField.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(label) }
            })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("shouldBeginEditing first:\(textField.isFirstResponder)")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) {
        log.append("didBeginEditing first:\(textField.isFirstResponder)")
    }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("shouldEndEditing first:\(textField.isFirstResponder)")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        log.append("didEndEditing \(reason) first:\(textField.isFirstResponder)")
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange {\(range.location), \(range.length)} \"\(string)\" text:\(textField.text ?? "nil")")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: TextField) {
        log.append("didChangeSelection text:\(textField.text ?? "nil")")
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
}
