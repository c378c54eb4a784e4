import Foundation
import Testing
import UIKit

private extension Notification.Name {
    static let scoreChanged = Notification.Name("ScoreChanged")
}

/// A screen that follows the keyboard and a score, as iOS controllers do with
/// `addObserver(_:selector:name:object:)`, in the form `easel port` writes.
private final class ScoreViewController: UIViewController {
    var keyboardHeights: [CGFloat] = []
    var scores = 0
    let field = UITextField()

    func startObserving(_ source: AnyObject?) {
        NotificationCenter.default.addObserver(self, selector: ScoreViewController.keyboardWillShow(_:),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: ScoreViewController.scoreChanged,
                                               name: .scoreChanged, object: source)
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        keyboardHeights.append(frame?.height ?? -1)
    }

    func scoreChanged() { scores += 1 }
}

/// `NotificationCenter`'s selector form takes a method reference on Linux; the
/// registration is removed by `removeObserver(self)` and ends with the observer.
@MainActor @Suite struct NotificationSelectorTests {
    @Test func theKeyboardsNotificationReachesTheMethod() {
        let window = makeWindow(width: 390, height: 844, scale: 1)
        let controller = ScoreViewController()
        window.rootViewController = controller
        controller.view.addSubview(controller.field)
        controller.startObserving(nil)
        commit(window)
        controller.field.becomeFirstResponder()
        window.eventLoop.runUntilIdle()
        #expect(controller.keyboardHeights.count == 1)
        #expect(controller.keyboardHeights.first.map { $0 > 0 } == true)
        NotificationCenter.default.removeObserver(controller)
    }

    @Test func theObjectFiltersAndRemovingStops() {
        let source = NSObject(), other = NSObject()
        let controller = ScoreViewController()
        controller.startObserving(source)
        NotificationCenter.default.post(name: .scoreChanged, object: source)
        NotificationCenter.default.post(name: .scoreChanged, object: other)
        #expect(controller.scores == 1)
        NotificationCenter.default.removeObserver(controller, name: .scoreChanged, object: nil)
        NotificationCenter.default.post(name: .scoreChanged, object: source)
        #expect(controller.scores == 1)
        NotificationCenter.default.removeObserver(controller)
    }

    @Test func aDeallocatedObserverIsNotCalled() {
        var controller: ScoreViewController? = ScoreViewController()
        weak var released = controller
        controller?.startObserving(nil)
        controller = nil
        #expect(released == nil)
        NotificationCenter.default.post(name: .scoreChanged, object: nil)
    }
}
