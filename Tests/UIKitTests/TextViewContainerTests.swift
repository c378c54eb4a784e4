import Testing
import UIKit

/// `UITextView.textContainer`'s line limits, and the text view's data detection and
/// link attributes.
@MainActor
@Suite struct TextViewContainerTests {
    private func textView(_ text: String) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        return textView
    }

    @Test func theContainerDefaultsAreNSTextContainers() {
        let container = UITextView().textContainer
        #expect(container.lineFragmentPadding == 5)
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping)
        #expect(container.exclusionPaths.isEmpty)
        #expect(container.widthTracksTextView)
        #expect(!container.heightTracksTextView)
    }

    @Test func theContainerIsAsWideAsTheViewLessItsInsets() {
        let textView = textView("a")
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        #expect(textView.textContainer.size.width == 170)
    }

    @Test func maximumNumberOfLinesLimitsTheContentHeight() {
        let one = textView("one")
        let three = textView("one\ntwo\nthree")
        one.layoutIfNeeded()
        three.layoutIfNeeded()
        #expect(three.contentSize.height > one.contentSize.height)
        three.textContainer.maximumNumberOfLines = 1
        three.layoutIfNeeded()
        #expect(three.contentSize.height == one.contentSize.height)
        three.textContainer.maximumNumberOfLines = 0
        three.layoutIfNeeded()
        #expect(three.contentSize.height > one.contentSize.height)
    }

    @Test func dataDetectorTypesAreUIKitsOptions() {
        let textView = UITextView()
        #expect(textView.dataDetectorTypes == [])
        textView.dataDetectorTypes = [.link, .phoneNumber]
        #expect(textView.dataDetectorTypes.rawValue == 3)
        #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
        #expect(UIDataDetectorTypes.calendarEvent.rawValue == 8)
    }

    @Test func linkTextAttributesDefaultToBlueUnderlinedText() {
        let textView = UITextView()
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == .systemBlue)
        #expect(textView.linkTextAttributes[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        textView.linkTextAttributes = [.foregroundColor: UIColor.red]
        #expect(textView.linkTextAttributes.count == 1)
        textView.linkTextAttributes = nil
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == .systemBlue)
    }
}

/// `UIButton`'s legacy image adjustments and pointer settings, kept as set.
@MainActor
@Suite struct ButtonPointerSettingsTests {
    @Test func theDefaultsAreUIKits() {
        let button = UIButton(type: .custom)
        #expect(button.adjustsImageWhenHighlighted)
        #expect(button.adjustsImageWhenDisabled)
        #expect(!button.isPointerInteractionEnabled)
        #expect(button.pointerStyleProvider == nil)
    }

    @Test func thePointerSettingsAreKept() {
        let button = UIButton(type: .system)
        button.isPointerInteractionEnabled = true
        button.adjustsImageWhenHighlighted = false
        button.pointerStyleProvider = { _, effect, shape in UIPointerStyle(effect: effect, shape: shape) }
        #expect(button.isPointerInteractionEnabled)
        #expect(!button.adjustsImageWhenHighlighted)
        #expect(button.pointerStyleProvider != nil)
        button.pointerStyleProvider = nil
        #expect(button.pointerStyleProvider == nil)
    }
}
