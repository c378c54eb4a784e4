@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Alerts and action sheets: UIKit's ordering of actions, the 270-point alert and the
/// sheet at the bottom, the dimming over a presenting view that stays, and a tap that
/// dismisses before the handler runs.
@MainActor
@Suite struct AlertControllerTests {
    /// A presenting controller in a shown 390 × 844 window at 1× with an iPhone's safe area.
    private func phone() -> (Window, ColorController) {
        let root = ColorController("Root")
        return (phoneWindow(root: root), root)
    }

    private func layout(_ alert: AlertController) -> AlertLayout {
        (alert.view as! AlertView).alertLayout
    }

    @Test func anAlertOfTwoPutsCancelOnTheLeadingSideInBold() throws {
        let alert = AlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let (window, root) = phone()
        root.present(alert, animated: true)
        window.eventLoop.runUntilIdle()
        let parts = layout(alert)
        let box = try #require(parts.boxes.first)
        #expect(box.width == 270 && box.minX == 60)
        #expect(parts.buttons.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(parts.buttons.map(\.frame.width) == [135, 135])
        #expect(parts.buttons[0].font == Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(parts.buttons[1].color == .systemRed)
        #expect(root.view.window === window, "the presenting view stays under the dimming")
        #expect(window.lastFrame!.image[10, 10] == Pixel(red: 204, green: 204, blue: 204), "white dimmed by 20 % black")
    }

    @Test func aPreferredActionIsBoldInsteadOfCancelAndThreeActionsStackWithCancelLast() {
        let alert = AlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        let save = AlertAction(title: "Save", style: .default)
        alert.addAction(cancel)
        alert.addAction(save)
        alert.addAction(AlertAction(title: "Discard", style: .destructive))
        alert.preferredAction = save
        alert.addAction(AlertAction(title: "Another cancel", style: .cancel))
        #expect(alert.actions.count == 3, "a second cancel action is refused")
        let (window, root) = phone()
        root.present(alert, animated: false)
        window.eventLoop.runUntilIdle()
        let parts = layout(alert)
        #expect(parts.buttons.map { $0.action.title } == ["Save", "Discard", "Cancel"])
        #expect(parts.buttons.map(\.frame.height) == [44, 44, 44])
        #expect(parts.buttons[0].font == Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(parts.buttons[2].font == Font.systemFont(ofSize: 17))
    }

    @Test func anActionSheetSitsAboveTheHomeIndicatorWithCancelInItsOwnGroup() {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Share", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        let (window, root) = phone()
        root.present(sheet, animated: false)
        window.eventLoop.runUntilIdle()
        let parts = layout(sheet)
        #expect(parts.boxes == [CGRect(x: 8, y: 844 - 34 - 8 - 57 - 8 - 114, width: 374, height: 114),
                                CGRect(x: 8, y: 844 - 34 - 8 - 57, width: 374, height: 57)])
        #expect(parts.buttons.map { $0.action.title } == ["Share", "Delete", "Cancel"])
    }

    @Test func aTapDismissesAndThenCallsTheHandler() {
        let (window, root) = phone()
        let alert = AlertController(title: "Done", message: nil, preferredStyle: .alert)
        alert.accessibilityIdentifier = "Alert"
        var log: [String] = []
        alert.addAction(AlertAction(title: "OK", style: .default) { action in
            log.append("handler \(action.title ?? "")")
            log.append("presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        window.eventLoop.runUntilIdle()
        let button = layout(alert).buttons[0].frame
        let captured = Trace.capture {
            _ = window.scheduleTap(at: CGPoint(x: button.midX, y: button.midY))
            window.eventLoop.runUntilIdle()
        }
        #expect(events(of: ["Alert", "Root"], in: captured).filter { !$0.contains("Layout") } == [
            "alertAction Alert OK",
            "viewWillDisappear Alert animated:true",
            "viewDidDisappear Alert animated:true",
        ])
        #expect(log == ["handler OK", "presented: false"])
        #expect(alert.viewIfLoaded?.window == nil)
    }
}
