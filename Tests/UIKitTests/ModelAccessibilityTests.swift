import Testing
import UIKit

/// Accessibility properties on objects that are not views, as a swipe-cell library
/// names its actions: `action.accessibilityLabel ?? action.title ??
/// action.image?.accessibilityIdentifier`.
final class SwipeRowAction: NSObject {
    let title: String?
    let image: UIImage?

    init(title: String?, image: UIImage?) {
        self.title = title
        self.image = image
    }

    var spokenName: String? { accessibilityLabel ?? title ?? image?.accessibilityIdentifier }
}

@MainActor
@Suite struct ModelAccessibilityTests {
    @Test func aModelObjectKeepsItsLabelHintAndValue() {
        let action = SwipeRowAction(title: "Delete", image: nil)
        #expect(action.accessibilityLabel == nil && !action.isAccessibilityElement && action.spokenName == "Delete")
        action.accessibilityLabel = "Remove message"
        action.accessibilityHint = "Deletes it for good"
        action.accessibilityValue = "1 of 3"
        action.isAccessibilityElement = true
        #expect(action.spokenName == "Remove message")
        #expect(action.accessibilityHint == "Deletes it for good" && action.accessibilityValue == "1 of 3")
        #expect(action.isAccessibilityElement)
        #expect(SwipeRowAction(title: nil, image: nil).accessibilityLabel == nil)
    }

    @Test func anImageKeepsItsIdentifier() {
        let trash = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        trash.accessibilityIdentifier = "trash"
        #expect(SwipeRowAction(title: nil, image: trash).spokenName == "trash")
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }.accessibilityIdentifier == nil)
    }
}
