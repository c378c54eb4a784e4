import Testing
import UIKit

/// `UIAccessibilityCustomAction`: a mail row that offers "Archive" and "Delete" to
/// VoiceOver, as swipe actions are offered, and a chart element with one of its own.
@MainActor
@Suite struct AccessibilityCustomActionTests {
    final class MailRow: UIView {
        var archived = false
        var deleted = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityLabel = "Ada Lovelace, Notes on the engine"
            accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Archive") { [unowned self] _ in
                    archived = true
                    return true
                },
                UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Delete"),
                                            image: UIImage(systemName: "trash")) { [unowned self] action in
                    deleted = action.name == "Delete"
                    return deleted
                },
            ]
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func voiceOverListsARowsActionsAndPerformsThem() throws {
        let row = MailRow(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let window = makeWindow(width: 320, height: 60)
        window.addSubview(row)
        let element = try #require(window.accessibilityElementsInVoiceOverOrder.first)
        #expect(element.label == "Ada Lovelace, Notes on the engine" && element.customActionNames == ["Archive", "Delete"])
        let actions = try #require(row.accessibilityCustomActions)
        #expect(actions[1].attributedName.string == "Delete" && actions[1].image != nil)
        #expect(actions[0].perform() && row.archived && !row.deleted)
        #expect(actions[1].perform() && row.deleted)
    }

    @Test func anElementThatIsNotAViewAndAnActionWithoutAHandler() {
        let container = UIView()
        let bar = UIAccessibilityElement(accessibilityContainer: container)
        let action = UIAccessibilityCustomAction(name: "Compare with last week", actionHandler: nil)
        bar.accessibilityCustomActions = [action]
        #expect(bar.accessibilityCustomActions?.map(\.name) == ["Compare with last week"])
        #expect(!action.perform())
        action.attributedName = NSAttributedString(string: "Compare")
        #expect(action.name == "Compare")
        #expect(UIView().accessibilityCustomActions == nil)
    }
}
