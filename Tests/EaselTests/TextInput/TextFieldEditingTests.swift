import Easel
import Foundation
import Testing

/// Editing a text field: taps, typing, deleting, the clear button and the return key,
/// with the delegate calls, control events and notifications in UIKit's order.
@MainActor
@Suite struct TextFieldEditingTests {
    /// A 200 × 34 field at (0, 10) in a shown window, with a recorder as its delegate.
    private func editableField(text: String? = nil) -> (Window, TextField, TextFieldRecorder) {
        let window = shownWindow(width: 220, height: 60)
        let field = TextField(frame: CGRect(x: 0, y: 10, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        field.text = text
        window.addSubview(field)
        window.eventLoop.runOnce()
        return (window, field, TextFieldRecorder(field))
    }

    /// Keeps the window alive to the end of a test and stops the recorder.
    private func finish(_ window: Window, _ recorder: TextFieldRecorder) {
        withExtendedLifetime(window) { recorder.stopObserving() }
    }

    @Test func aTapBeginsEditingInUIKitsOrder() {
        let (window, field, recorder) = editableField()
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 50, y: 27))
            window.eventLoop.run(for: 0.2)
        }.filter { ["controlEvent", "becomeFirstResponder"].contains($0.event) }.map { $0.message ?? $0.event }
        #expect(recorder.log == [
            "shouldBeginEditing first:false", "didBeginEditing first:true", "editingDidBegin", "didBeginNotification",
        ])
        #expect(events == ["touchDown", "becomeFirstResponder", "editingDidBegin", "touchUpInside"])
        #expect(field.isEditing && field.isFirstResponder)
        finish(window, recorder)
    }

    @Test func aDelegateCanRefuseToBeginEditing() {
        let (window, field, recorder) = editableField()
        recorder.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(recorder.log == ["shouldBeginEditing first:false"])
        #expect(!field.isEditing && !field.isFirstResponder)
        finish(window, recorder)
    }

    @Test func typingAsksTheDelegateThenChangesTheTextThenSendsEditingChanged() {
        let (window, field, recorder) = editableField()
        field.becomeFirstResponder()
        recorder.log = []
        field.insertText("hi")
        field.insertText("!")
        #expect(field.text == "hi!")
        #expect(recorder.log == [
            "shouldChange {0, 0} \"hi\" text:", "didChangeSelection text:hi", "editingChanged", "didChangeNotification",
            "shouldChange {2, 0} \"!\" text:hi", "didChangeSelection text:hi!", "editingChanged", "didChangeNotification",
        ])
        finish(window, recorder)
    }

    @Test func aRefusedChangeLeavesTheTextAndSendsNothing() {
        let (window, field, recorder) = editableField(text: "abc")
        field.becomeFirstResponder()
        recorder.allowsChange = false
        recorder.log = []
        field.insertText("d")
        field.deleteBackward()
        #expect(field.text == "abc")
        #expect(recorder.log == ["shouldChange {3, 0} \"d\" text:abc", "shouldChange {2, 1} \"\" text:abc"])
        finish(window, recorder)
    }

    @Test func deleteBackwardRemovesAWholeCharacterAndNothingAtTheStart() {
        let (window, field, recorder) = editableField(text: "a👍")
        field.becomeFirstResponder()
        recorder.log = []
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "" && !field.hasText)
        #expect(recorder.log.filter { $0.hasPrefix("shouldChange") } == [
            "shouldChange {1, 2} \"\" text:a👍", "shouldChange {0, 1} \"\" text:a",
        ])
        finish(window, recorder)
    }

    @Test func typingReplacesTheSelection() {
        let (window, field, recorder) = editableField(text: "old")
        field.becomeFirstResponder()
        field.selectAll(nil)
        recorder.log = []
        field.insertText("new")
        #expect(field.text == "new")
        #expect(recorder.log.first == "shouldChange {0, 3} \"new\" text:old")
        finish(window, recorder)
    }

    @Test func aFieldThatIsNotEditingIgnoresTyping() {
        let (window, field, recorder) = editableField(text: "abc")
        field.insertText("d")
        field.deleteBackward()
        #expect(field.text == "abc" && recorder.log.isEmpty)
        finish(window, recorder)
    }

    @Test func returnSendsEditingDidEndOnExitThenThePrimaryActionAndResignsWhenSomeoneListens() {
        let (window, field, recorder) = editableField(text: "abc")
        field.becomeFirstResponder()
        recorder.log = []
        field.insertText("\n")
        #expect(field.text == "abc")
        #expect(recorder.log == [
            "shouldReturn", "editingDidEndOnExit", "primaryActionTriggered",
            "shouldEndEditing first:true", "didEndEditing committed first:false", "editingDidEnd", "didEndNotification",
        ])
        finish(window, recorder)
    }

    @Test func returnWithNoOneListeningForEditingDidEndOnExitKeepsEditing() {
        let window = shownWindow(width: 220, height: 60)
        let field = TextField(frame: CGRect(x: 0, y: 10, width: 200, height: 34))
        window.addSubview(field)
        var triggered = 0
        field.addAction(ControlAction { _ in triggered += 1 }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        field.insertText("ok\n")
        #expect(triggered == 1 && field.isEditing && field.text == "ok")
    }

    @Test func aDelegateThatRefusesReturnStopsItsDefaultWork() {
        let (window, field, recorder) = editableField(text: "abc")
        field.becomeFirstResponder()
        recorder.allowsReturn = false
        recorder.log = []
        field.insertText("\n")
        #expect(recorder.log == ["shouldReturn"])
        #expect(field.isEditing)
        finish(window, recorder)
    }

    @Test func theClearButtonAsksTheDelegateBeginsEditingAndEmptiesTheField() {
        let (window, field, recorder) = editableField(text: "abc")
        field.clearButtonMode = .always
        window.eventLoop.runOnce()
        let button = field.clearButtonRect(forBounds: field.bounds)
        window.scheduleTap(at: CGPoint(x: button.midX, y: 10 + button.midY))
        window.eventLoop.run(for: 0.2)
        #expect(field.text == "" && field.isEditing)
        #expect(recorder.log == [
            "shouldClear", "shouldBeginEditing first:false", "didBeginEditing first:true", "editingDidBegin",
            "didBeginNotification", "didChangeSelection text:", "editingChanged", "didChangeNotification",
        ])
        finish(window, recorder)
    }

    @Test func aRefusedClearChangesNothing() {
        let (window, field, recorder) = editableField(text: "abc")
        field.clearButtonMode = .whileEditing
        field.becomeFirstResponder()
        recorder.allowsClear = false
        recorder.log = []
        let button = field.clearButtonRect(forBounds: field.bounds)
        window.scheduleTap(at: CGPoint(x: button.midX, y: 10 + button.midY))
        window.eventLoop.run(for: 0.2)
        #expect(field.text == "abc" && recorder.log == ["shouldClear"])
        finish(window, recorder)
    }

    @Test func settingTheTextSendsNothing() {
        let (window, field, recorder) = editableField()
        field.becomeFirstResponder()
        recorder.log = []
        field.text = "set"
        #expect(recorder.log.isEmpty && field.hasText)
        finish(window, recorder)
    }

    @Test func clearsOnBeginEditingEmptiesTheFieldWithoutEvents() {
        let (window, field, recorder) = editableField(text: "abc")
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
        #expect(!recorder.log.contains("editingChanged"))
        finish(window, recorder)
    }

    @Test func theWindowsKeyboardTypesIntoTheFirstResponder() {
        let (window, field, recorder) = editableField()
        field.becomeFirstResponder()
        recorder.log = []
        window.typeText("hey")
        window.pressDeleteKey()
        #expect(field.text == "he")
        #expect(recorder.log.filter { $0.hasPrefix("shouldChange") } == [
            "shouldChange {0, 0} \"h\" text:", "shouldChange {1, 0} \"e\" text:h", "shouldChange {2, 0} \"y\" text:he",
            "shouldChange {2, 1} \"\" text:hey",
        ])
        finish(window, recorder)
    }
}
