import Testing
import UIKit

/// `NSParagraphStyle.paragraphSpacingBefore` and the paragraph and label settings Easel
/// keeps; `UITextField.defaultTextAttributes`; `UITextView.typingAttributes`; the image
/// renderer format's range; `CGVector`'s `CGFloat` members.
@MainActor
@Suite struct ParagraphStyleSpacingTests {
    private func height(of text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
        let style = NSMutableParagraphStyle()
        configure(style)
        let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
        return string.boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                                   options: .usesLineFragmentOrigin, context: nil).height
    }

    @Test func spacingBeforeIsAddedBetweenParagraphsOnly() {
        let plain = height(of: "One\nTwo\nThree") { _ in }
        #expect(height(of: "One\nTwo\nThree") { $0.paragraphSpacingBefore = 10 } == plain + 20)
        #expect(height(of: "One") { $0.paragraphSpacingBefore = 10 } == height(of: "One") { _ in })
        #expect(height(of: "One\nTwo") { $0.paragraphSpacingBefore = 10; $0.paragraphSpacing = 5 }
                == height(of: "One\nTwo") { _ in } + 15)
        let style = NSMutableParagraphStyle()
        style.paragraphSpacingBefore = -4
        #expect(style.paragraphSpacingBefore == 0)
    }

    @Test func keptSettingsReadBackAndTakePartInEquality() {
        let style = NSMutableParagraphStyle()
        #expect(style.hyphenationFactor == 0 && !style.usesDefaultHyphenation)
        #expect(style.lineBreakStrategy == [] && !style.allowsDefaultTighteningForTruncation)
        style.hyphenationFactor = 2
        style.lineBreakStrategy = .pushOut
        style.allowsDefaultTighteningForTruncation = true
        #expect(style.hyphenationFactor == 1)
        #expect(style.lineBreakStrategy.contains(.pushOut))
        #expect(NSParagraphStyle.LineBreakStrategy.standard.rawValue == 0xFFFF)
        #expect(!style.isEqual(NSParagraphStyle.default))
        let label = UILabel()
        #expect(label.lineBreakStrategy == .standard)
        #expect(!label.allowsDefaultTighteningForTruncation && !label.showsExpansionTextWhenTruncated)
    }

    @Test func defaultTextAttributesApplyToTheWholeField() {
        let field = UITextField()
        field.text = "Hello"
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style]
        #expect(field.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(field.textColor == .red)
        #expect(field.textAlignment == .center)
        #expect(field.defaultTextAttributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        field.defaultTextAttributes = [.foregroundColor: UIColor.blue]
        #expect(field.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(field.textColor == .blue)
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test func typingAttributesResetWhenTheSelectionMoves() {
        let textView = UITextView()
        textView.text = "Hello"
        #expect(textView.typingAttributes[.font] as? UIFont == textView.font)
        textView.typingAttributes = [.foregroundColor: UIColor.red]
        #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .red)
        #expect(textView.typingAttributes[.font] == nil)
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(textView.typingAttributes[.font] as? UIFont == textView.font)
        #expect(!textView.allowsEditingTextAttributes)
    }

    @Test func aVectorsImplicitMembersAreCGFloat() {
        #expect(CGVector(dx: 0, dy: .pi).dy == CGFloat.pi)
    }

    @Test func theRendererFormatKeepsItsPreferredRange() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.preferredRange == .automatic)
        format.prefersExtendedRange = true
        #expect(format.preferredRange == .extended)
    }
}
