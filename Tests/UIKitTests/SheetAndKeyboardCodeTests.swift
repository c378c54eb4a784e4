import Foundation
import Testing
import UIKit

/// A screen as iOS apps write it: it presents a compose sheet with detents and a
/// grabber, and moves its bottom bar with the keyboard's notifications.
final class ComposingViewController: UIViewController, UISheetPresentationControllerDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    private(set) var keyboardFrames: [CGRect] = []
    private(set) var keyboardDurations: [Double] = []
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] notification in
                let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
                    .doubleValue
                MainActor.assumeIsolated {
                    if let frame { self?.keyboardFrames.append(frame) }
                    if let duration { self?.keyboardDurations.append(duration) }
                }
            })
        }
    }

    func stopObserving() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

    func compose() -> UIViewController {
        let compose = UIViewController()
        compose.modalPresentationStyle = .pageSheet
        if let sheet = compose.sheetPresentationController {
            sheet.detents = [.custom(identifier: .init("small")) { context in 0.25 * context.maximumDetentValue },
                             .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .init("small")
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.preferredCornerRadius = 24
            sheet.delegate = self
        }
        present(compose, animated: true)
        return compose
    }
}

@MainActor
@Suite struct SheetAndKeyboardCodeTests {
    @Test func iOSCodeForSheetsAndTheKeyboardCompilesAndBehaves() throws {
        let window = makeWindow(width: 390, height: 844)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = ComposingViewController()
        defer { controller.stopObserving() }
        window.rootViewController = controller
        commit(window)

        controller.field.becomeFirstResponder()
        controller.field.resignFirstResponder()
        window.eventLoop.runUntilIdle()
        // A plain 390 × 844 window with a home indicator: the 336-point keyboard.
        #expect(controller.keyboardFrames == [CGRect(x: 0, y: 508, width: 390, height: 336),
                                              CGRect(x: 0, y: 844, width: 390, height: 336)])
        #expect(controller.keyboardDurations == [0.25, 0.25])

        let compose = controller.compose()
        window.eventLoop.runUntilIdle()
        let sheet = try #require(compose.sheetPresentationController)
        #expect(sheet.presentingViewController === controller)
        #expect(compose.view.convert(compose.view.bounds, to: nil) == CGRect(x: 8, y: 434, width: 374, height: 402))
        #expect(sheet.presentedView?.layer.cornerRadius == 24)
    }
}
