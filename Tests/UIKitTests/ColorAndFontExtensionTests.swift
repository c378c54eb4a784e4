import Testing
import UIKit

/// What apps put in extensions of `UIColor` and `UIFont`: `class var` palettes,
/// `convenience init`s and `class func` fonts, and attribute dictionaries written
/// without a type.
extension UIColor {
    class var brandBlue: UIColor { UIColor(red: 0, green: 0.4, blue: 1, alpha: 1) }

    convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
}

extension UIFont {
    class func brandTitle() -> UIFont { .systemFont(ofSize: 22, weight: .bold) }

    convenience init(brandSize size: CGFloat) {
        self.init(descriptor: UIFont.systemFont(ofSize: size).fontDescriptor, size: size)
    }
}

@Suite struct ColorAndFontExtensionTests {
    @Test func classMembersAndConvenienceInitializersOfExtensionsWork() {
        #expect(UIColor.brandBlue == UIColor(red: 0, green: 0.4, blue: 1, alpha: 1))
        #expect(UIColor(rgb: 0xFF8000) == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(UIColor(rgb: 0, alpha: 0.5).isEqual(UIColor(white: 0, alpha: 0.5)))
        #expect(!UIColor.red.isEqual(UIColor.blue) && !UIColor.red.isEqual("red"))
        #expect(UIFont.brandTitle().pointSize == 22)
        #expect(UIFont(brandSize: 15) == UIFont.systemFont(ofSize: 15))
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedSRGBColorSpace 0.5 0.5 0.5 0.25")
    }

    @Test func equalColorsAndFontsAreOneKeyAndCoalesceAttributedRuns() {
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
        let text = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "cd", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]))
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 1)
    }

    @Test func runsThatChangeAndChangeBackCompareWithoutTrapping() {
        let centred = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        centred.alignment = .center
        right.alignment = .right
        let rightAgain = right.mutableCopy() as! NSMutableParagraphStyle
        let text = NSMutableAttributedString(string: "a", attributes: [.foregroundColor: UIColor.red, .paragraphStyle: centred])
        text.append(NSAttributedString(string: "b", attributes: [.foregroundColor: UIColor.blue, .paragraphStyle: right]))
        text.append(NSAttributedString(string: "c", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                                                                 .paragraphStyle: rightAgain]))
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 2)
    }

    @Test func attributesWrittenWithoutATypeDrawAsTyped() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 14),
                          NSAttributedString.Key.foregroundColor: UIColor.red,
                          NSAttributedString.Key.paragraphStyle: style]
        let typed: [NSAttributedString.Key: Any] = attributes
        let size = CGSize(width: 80, height: 20)
        let untyped = UIGraphicsImageRenderer(size: size).image { _ in
            ("Hi" as NSString).draw(in: CGRect(origin: .zero, size: size), withAttributes: attributes)
        }
        let annotated = UIGraphicsImageRenderer(size: size).image { _ in
            ("Hi" as NSString).draw(in: CGRect(origin: .zero, size: size), withAttributes: typed)
        }
        #expect(untyped.pngData() == annotated.pngData() && attributes[.foregroundColor] == UIColor.red)
    }
}

/// Attributed strings built by appending runs, as iOS code builds a caption: equal
/// attributes merge into one run, whatever objects hold them.
@Suite struct AttributedStringAppendingTests {
    @Test func runsWithParagraphStylesAndShadowsAppendAndMerge() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        let text = NSMutableAttributedString(string: "Hello, ", attributes: [.paragraphStyle: style, .shadow: shadow])
        text.append(NSAttributedString(string: "world", attributes: [.paragraphStyle: style, .shadow: shadow]))
        let other = NSMutableParagraphStyle()
        other.lineSpacing = 4
        text.append(NSAttributedString(string: "!", attributes: [.paragraphStyle: other, .shadow: shadow]))
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(text.string == "Hello, world!" && runs == 1)
    }
}
