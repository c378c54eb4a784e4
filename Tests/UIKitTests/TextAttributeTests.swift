import Testing
import UIKit

/// String drawing with UIKit's attribute dictionaries.
@Suite struct TextAttributeTests {
    private func drawn(_ draw: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30)).image { _ in draw() }
    }

    @Test func aDictionaryDrawsAsTheTypedAttributesDo() {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.alignment = .center
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        let dictionary = drawn {
            "Centered".draw(in: CGRect(x: 0, y: 0, width: 120, height: 30),
                            withAttributes: [.font: font, .foregroundColor: UIColor.systemIndigo, .paragraphStyle: style])
        }
        let typed = drawn {
            "Centered".draw(in: CGRect(x: 0, y: 0, width: 120, height: 30),
                            withAttributes: TextAttributes(font: font, foregroundColor: .systemIndigo,
                                                           paragraphStyle: ParagraphStyle(alignment: .center)))
        }
        let left = drawn {
            "Centered".draw(in: CGRect(x: 0, y: 0, width: 120, height: 30),
                            withAttributes: [.font: font, .foregroundColor: UIColor.systemIndigo])
        }
        #expect(dictionary == typed)
        #expect(dictionary != left)
    }

    @Test func sizeWithAttributesMeasuresWithTheFontGiven() {
        let small = "Easel".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let large = "Easel".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(small == "Easel".size(withAttributes: TextAttributes(font: .systemFont(ofSize: 10))))
        #expect(large.width > small.width * 1.8)
        #expect("Easel".size(withAttributes: nil) == "Easel".size(withAttributes: TextAttributes()))
    }

    @Test func keysEaselDoesNotDrawAreReportedAndIgnored() {
        let shadow = NSAttributedString.Key(rawValue: "NSShadow")
        let (size, messages) = Diagnostics.collect {
            "Easel".size(withAttributes: [shadow: 2, .font: "Helvetica"])
        }
        #expect(size == "Easel".size(withAttributes: nil))
        #expect(messages == ["text attribute NSFont does not take a value of type String; ignored",
                             "text attribute NSShadow is not drawn by Easel yet; ignored"])
    }

    @Test func paragraphStylesCopyTheirValues() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.lineBreakMode = .byCharWrapping
        let copy = style.copy() as! NSParagraphStyle
        style.lineSpacing = 8
        #expect(copy.lineSpacing == 4)
        #expect(copy.lineBreakMode == .byCharWrapping)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }
}
