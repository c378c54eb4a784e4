import Testing
import UIKit

/// A two-thumb range slider that describes its thumbs to VoiceOver as iOS controls do:
/// through the container methods and adjustable elements.
final class RangeSliderView: UIView {
    final class ThumbElement: UIAccessibilityElement {
        var value: Int
        init(container: Any, label: String, value: Int) {
            self.value = value
            super.init(accessibilityContainer: container)
            accessibilityLabel = label
            accessibilityTraits = .adjustable
        }

        override func accessibilityIncrement() { value += 1 }
        override func accessibilityDecrement() { value -= 1 }
    }

    lazy var thumbs: [ThumbElement] = [
        ThumbElement(container: self, label: "Minimum", value: 10),
        ThumbElement(container: self, label: "Maximum", value: 90),
    ]

    override func layoutSubviews() {
        super.layoutSubviews()
        thumbs[0].accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: bounds.height)
        thumbs[1].accessibilityFrameInContainerSpace = CGRect(x: bounds.width - 20, y: 0, width: 20, height: bounds.height)
    }

    override func accessibilityElementCount() -> Int { thumbs.count }
    override func accessibilityElement(at index: Int) -> Any? { thumbs[index] }

    override func index(ofAccessibilityElement element: Any) -> Int {
        guard let element = element as? UIAccessibilityElement else { return NSNotFound }
        return thumbs.firstIndex { $0 == element } ?? NSNotFound
    }
}

@MainActor
@Suite struct AccessibilityContainerTests {
    @Test func voiceOverReadsTheElementsTheContainerMethodsGive() {
        let window = makeWindow(width: 200, height: 100)
        let slider = RangeSliderView(frame: CGRect(x: 0, y: 40, width: 200, height: 20))
        window.addSubview(slider)
        commit(window)
        let elements = window.accessibilityElementsInVoiceOverOrder
        #expect(elements.map(\.label) == ["Minimum", "Maximum"])
        #expect(elements.map(\.frame) == [CGRect(x: 0, y: 40, width: 20, height: 20), CGRect(x: 180, y: 40, width: 20, height: 20)])
        #expect(slider.index(ofAccessibilityElement: slider.thumbs[1]) == 1)
        slider.thumbs[1].accessibilityIncrement()
        slider.thumbs[0].accessibilityDecrement()
        #expect(slider.thumbs.map(\.value) == [9, 91])
        #expect(!slider.thumbs[0].accessibilityActivate())
    }

    @Test func aPlainViewAnswersFromItsAccessibilityElements() {
        let view = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: view)
        #expect(view.accessibilityElementCount() == 0 && view.accessibilityElement(at: 0) == nil)
        view.accessibilityElements = [element]
        #expect(view.accessibilityElementCount() == 1)
        #expect(view.accessibilityElement(at: 0) as? UIAccessibilityElement === element)
        #expect(view.index(ofAccessibilityElement: element) == 0)
        #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(UIAccessibilityElement(accessibilityContainer: "not a view").accessibilityContainer == nil)
        let label = UILabel(), button: UIButton? = nil
        view.accessibilityElements = [label as Any, button as Any].compactMap { $0 }
        #expect(view.accessibilityElementCount() == 2, "UIKit types the elements [Any]; a nil wrapped in Any stays, as on iOS")
    }
}
