import Easel
import EaselGraphics
import Foundation
import Testing

/// UIKit's accessibility defaults and the rules of VoiceOver's reading order.
@MainActor
@Suite struct AccessibilityPropertyTests {
    @Test func aPlainViewIsAContainerALabelAnElementThatReadsItsTextAnImageViewNeither() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        let label = Label()
        label.text = "Name"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Name")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Full name"
        label.text = "Changed"
        #expect(label.accessibilityLabel == "Full name")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Changed")
        let imageView = ImageView(image: nil)
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func theAccessibilityFrameIsTheViewInWindowCoordinatesUntilOneIsSet() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let container = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 8))
        container.addSubview(child)
        window.addSubview(container)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 25, width: 10, height: 8))
        child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        container.frame.origin = .zero
        #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func anElementInContainerSpaceFollowsItsContainer() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let container = View(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(container)
        let element = AccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 1, width: 4, height: 4)
        #expect(element.accessibilityFrame == CGRect(x: 11, y: 21, width: 4, height: 4))
        container.frame.origin = CGPoint(x: 30, y: 0)
        #expect(element.accessibilityFrame == CGRect(x: 31, y: 1, width: 4, height: 4))
    }

    @Test func voiceOverReadsRowsTopToBottomAndEachRowLeftToRight() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Tops 5 points apart are one row; 8 or more apart are two.
        for (text, x, y) in [("c", 10.0, 40.0), ("b", 120.0, 5.0), ("a", 10.0, 10.0), ("d", 120.0, 48.0)] {
            root.addSubview(label(text, at: CGRect(x: x, y: y, width: 60, height: 20)))
        }
        #expect(root.accessibilityElementsInVoiceOverOrder.map(\.label) == ["a", "b", "c", "d"])
    }

    @Test func hiddenEmptyTransparentAndHiddenElementSubtreesAreNotRead() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let hidden = label("hidden", at: CGRect(x: 0, y: 0, width: 50, height: 20))
        hidden.isHidden = true
        let empty = label("empty", at: CGRect(x: 0, y: 30, width: 0, height: 0))
        let transparent = label("transparent", at: CGRect(x: 0, y: 60, width: 50, height: 20))
        transparent.alpha = 0
        let group = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        group.accessibilityElementsHidden = true
        group.addSubview(label("inside", at: CGRect(x: 0, y: 0, width: 50, height: 20)))
        for view in [hidden, empty, transparent, group, label("shown", at: CGRect(x: 60, y: 0, width: 30, height: 20))] {
            root.addSubview(view)
        }
        #expect(root.accessibilityElementsInVoiceOverOrder.map(\.label) == ["shown"])
    }

    @Test func anElementHidesWhatIsUnderItAndAModalViewHidesItsSiblings() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Send"
        button.accessibilityTraits = .button
        button.addSubview(label("ignored", at: CGRect(x: 0, y: 0, width: 50, height: 20)))
        root.addSubview(button)
        #expect(root.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == ["Send, Button"])
        let alert = View(frame: CGRect(x: 0, y: 50, width: 200, height: 50))
        alert.accessibilityViewIsModal = true
        alert.addSubview(label("Alert", at: CGRect(x: 0, y: 0, width: 50, height: 20)))
        root.addSubview(alert)
        #expect(root.accessibilityElementsInVoiceOverOrder.map(\.label) == ["Alert"])
    }

    @Test func traitsAreSpokenAfterTheLabelAndValueInVoiceOversOrder() {
        let traits: AccessibilityTraits = [.notEnabled, .button, .selected, .staticText]
        #expect(traits.spokenNames == ["Selected", "Button", "Dimmed"])
        #expect(traits.description == "[button, selected, staticText, notEnabled]")
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isAccessibilityElement = true
        #expect(view.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == ["Unlabeled"])
        view.accessibilityValue = "50%"
        view.accessibilityTraits = .adjustable
        #expect(view.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == ["50%, Adjustable"])
    }

    private func label(_ text: String, at frame: CGRect) -> Label {
        let label = Label(frame: frame)
        label.text = text
        return label
    }
}
