import Easel
import Foundation
import Testing

/// The keyboard that shows while a text input edits: UIKit's notifications in order
/// with the delegate's calls, their `userInfo`, the heights per device, and
/// `keyboardLayoutGuide` following the keyboard in virtual time.
@MainActor
@Suite(.serialized) struct SoftwareKeyboardTests {
    /// Notes the delegate's calls and the keyboard's notifications in one list.
    final class Recorder: NSObject, TextFieldDelegate {
        var notes: [String] = []
        var infos: [[AnyHashable: Any]] = []
        private var observers: [NSObjectProtocol] = []

        override init() {
            super.init()
            let names: [Notification.Name] = [
                Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification,
                Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification,
                Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
            ]
            for name in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                    [weak self] notification in
                    let name = notification.name.rawValue
                    nonisolated(unsafe) let info = notification.userInfo ?? [:]
                    MainActor.assumeIsolated {
                        self?.notes.append(name)
                        self?.infos.append(info)
                    }
                })
            }
        }

        func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { notes.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: TextField) { notes.append("didBegin") }
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            notes.append("didEnd")
        }
    }

    /// An iPhone 16 Pro window with two fields and a bar pinned above the keyboard.
    private func screen() -> (Window, TextField, TextField, View) {
        let window = Window(device: Device.all.first { $0.name == "iPhone 16 Pro" }!)
        window.makeKeyAndVisible()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let first = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let second = TextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        root.addSubview(first)
        root.addSubview(second)
        let bar = View()
        pinAboveTheKeyboard(bar, in: root)
        window.eventLoop.runUntilIdle()
        return (window, first, second, bar)
    }

    @Test func theKeyboardShowsAfterEditingBeginsAndReportsUIKitsUserInfo() throws {
        let (window, field, _, _) = screen()
        let recorder = Recorder()
        defer { recorder.stop() }
        field.delegate = recorder
        #expect(field.becomeFirstResponder())
        #expect(recorder.notes == ["shouldBegin", "didBegin", "UIKeyboardWillChangeFrameNotification",
                                   "UIKeyboardWillShowNotification"])
        window.eventLoop.runUntilIdle()
        #expect(recorder.notes.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        let info = try #require(recorder.infos.first)
        #expect((info[Responder.keyboardFrameBeginUserInfoKey] as? NSValue)?.rectValue
                == CGRect(x: 0, y: 874, width: 402, height: 336))
        #expect((info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue
                == CGRect(x: 0, y: 538, width: 402, height: 336))
        #expect((info[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[Responder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect((info[Responder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(window.keyboardFrame == CGRect(x: 0, y: 538, width: 402, height: 336))
    }

    @Test func theLayoutGuideFollowsTheKeyboardInVirtualTime() {
        let (window, field, _, bar) = screen()
        // The solver's sum leaves a rounding error far below a pixel.
        #expect(abs(bar.frame.minY - 796) < 1e-6)
        field.becomeFirstResponder()
        window.eventLoop.run(for: 0.1)
        #expect(bar.frame.minY < 796 && bar.frame.minY > 494, "mid-rise")
        window.eventLoop.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 494, width: 402, height: 44))
        field.resignFirstResponder()
        window.eventLoop.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 796, width: 402, height: 44))
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardAndEndingHidesIt() {
        let (window, first, second, _) = screen()
        let recorder = Recorder()
        defer { recorder.stop() }
        first.becomeFirstResponder()
        window.eventLoop.runUntilIdle()
        recorder.notes.removeAll()
        recorder.infos.removeAll()
        second.becomeFirstResponder()
        window.eventLoop.runUntilIdle()
        #expect(recorder.notes.isEmpty, "the keyboard stays up while editing moves on")
        second.resignFirstResponder()
        #expect(recorder.notes == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification"])
        window.eventLoop.runUntilIdle()
        #expect(recorder.notes.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"])
        #expect((recorder.infos.first?[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue
                == CGRect(x: 0, y: 874, width: 402, height: 336))
        #expect(window.keyboardHeight == 0)
    }

    @Test(arguments: [("iPhone 16 Pro", InterfaceOrientation.portrait, 336.0), ("iPhone 16 Pro", .landscapeLeft, 209),
                      ("iPhone 16 Pro Max", .portrait, 346), ("iPhone SE (3rd generation)", .portrait, 260),
                      ("iPhone SE (3rd generation)", .landscapeLeft, 200), ("iPad (10th generation)", .portrait, 320),
                      ("iPad (10th generation)", .landscapeLeft, 405)])
    func theKeyboardsHeightFollowsTheDevice(name: String, orientation: InterfaceOrientation, height: CGFloat) {
        let window = Window(device: Device.all.first { $0.name == name }!, orientation: orientation)
        #expect(window.softwareKeyboardHeight == height)
    }

    @Test func aScriptedHeightStopsTheKeyboardsMotion() {
        let (window, field, _, bar) = screen()
        field.becomeFirstResponder()
        window.showKeyboard(height: 216)
        window.eventLoop.runUntilIdle()
        #expect(window.keyboardHeight == 216)
        #expect(abs(bar.frame.minY - 614) < 1e-6)
    }

    @Test func inputViewsSetTheKeyboardsHeightAndReloadMovesIt() throws {
        let (window, field, second, bar) = screen()
        let recorder = Recorder()
        defer { recorder.stop() }
        let accessory = View(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        field.inputAccessoryView = accessory
        #expect(field.becomeFirstResponder())
        window.eventLoop.runUntilIdle()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 494, width: 402, height: 380))
        #expect(abs(bar.frame.maxY - 494) < 1e-6)

        // A custom keyboard replaces the system one; the change shows at reload.
        field.inputView = View(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
        #expect(window.keyboardFrame.height == 380)
        recorder.notes.removeAll()
        field.reloadInputViews()
        window.eventLoop.runUntilIdle()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 630, width: 402, height: 244))
        #expect(recorder.notes == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                                   "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])

        // Editing moves to a field without input views: the system keyboard's height.
        #expect(second.becomeFirstResponder())
        window.eventLoop.runUntilIdle()
        #expect(window.keyboardFrame.height == 336)
        #expect(second.inputView == nil && Responder().inputAccessoryView == nil)
    }
}
