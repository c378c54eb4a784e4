import Easel
import Foundation
import Testing

/// The first responder: one per window, UIKit's rules for becoming and resigning it.
@MainActor
@Suite struct FirstResponderTests {
    /// A view that can become the first responder, as a custom input view can.
    final class InputView: View {
        var refusesToResign = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
    }

    private func field(_ id: String, in window: Window, y: CGFloat = 0) -> TextField {
        let field = TextField(frame: CGRect(x: 0, y: y, width: 100, height: 30))
        field.accessibilityIdentifier = id
        window.addSubview(field)
        return field
    }

    @Test func aPlainViewCannotBecomeTheFirstResponder() {
        let window = shownWindow()
        let view = plainView("plain", CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder(), "a responder that is not first resigns without fuss")
    }

    @Test func aResponderOutsideAWindowCannotBecomeTheFirstResponder() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test func aWindowHasOneFirstResponder() {
        let window = shownWindow(width: 200, height: 100)
        let name = field("name", in: window), mail = field("mail", in: window, y: 40)
        let events = trace {
            #expect(name.becomeFirstResponder())
            #expect(name.becomeFirstResponder(), "already first: true, and nothing happens")
            #expect(mail.becomeFirstResponder())
        }.filter { $0.contains("FirstResponder") }
        #expect(events == [
            "becomeFirstResponder name", "resignFirstResponder name", "becomeFirstResponder mail",
        ])
        #expect(!name.isFirstResponder && mail.isFirstResponder)
        #expect(!name.isEditing && mail.isEditing)
    }

    @Test func aFirstResponderThatWillNotResignKeepsIt() {
        let window = shownWindow(width: 200, height: 100)
        let input = InputView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(input)
        let mail = field("mail", in: window, y: 40)
        #expect(input.becomeFirstResponder())
        input.refusesToResign = true
        #expect(!mail.becomeFirstResponder())
        #expect(input.isFirstResponder && !mail.isEditing)
        input.refusesToResign = false
        #expect(mail.becomeFirstResponder())
        #expect(!input.isFirstResponder)
    }

    @Test func aTextFieldWhoseDelegateRefusesToEndKeepsEditing() {
        let window = shownWindow(width: 200, height: 100)
        let name = field("name", in: window), mail = field("mail", in: window, y: 40)
        let recorder = TextFieldRecorder(name)
        recorder.allowsEnd = false
        name.becomeFirstResponder()
        #expect(!mail.becomeFirstResponder())
        #expect(!name.resignFirstResponder())
        #expect(!window.endEditing(false))
        #expect(name.isFirstResponder && name.isEditing)
        recorder.log = []
        #expect(window.endEditing(true), "forced: the delegate is not asked")
        #expect(!name.isFirstResponder && !name.isEditing)
        #expect(recorder.log == ["didEndEditing committed first:false", "editingDidEnd", "didEndNotification"])
        recorder.stopObserving()
    }

    @Test func endEditingLooksOnlyInTheViewsSubtree() {
        let window = shownWindow(width: 200, height: 100)
        let form = plainView("form", CGRect(x: 0, y: 0, width: 200, height: 50))
        let other = plainView("other", CGRect(x: 0, y: 50, width: 200, height: 50))
        window.addSubview(form)
        window.addSubview(other)
        let name = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        form.addSubview(name)
        name.becomeFirstResponder()
        #expect(other.endEditing(false) && name.isFirstResponder)
        #expect(form.endEditing(false) && !name.isFirstResponder)
    }

    @Test func aFirstResponderLeavingItsWindowResignsWithoutBeingAsked() {
        let window = shownWindow(width: 200, height: 100)
        let name = field("name", in: window)
        let recorder = TextFieldRecorder(name)
        recorder.allowsEnd = false
        name.becomeFirstResponder()
        recorder.log = []
        name.removeFromSuperview()
        #expect(!name.isEditing)
        #expect(recorder.log == ["didEndEditing committed first:false", "editingDidEnd", "didEndNotification"])
        window.addSubview(name)
        #expect(!name.isFirstResponder, "coming back does not make it first again")
        recorder.stopObserving()
    }

    @Test func aDisabledFieldCannotBecomeTheFirstResponder() {
        let window = shownWindow(width: 200, height: 100)
        let name = field("name", in: window)
        name.isEnabled = false
        #expect(!name.becomeFirstResponder())
    }
}
