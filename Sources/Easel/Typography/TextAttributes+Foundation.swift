import EaselGraphics
import Foundation

/// A paragraph style value an attribute dictionary may hold: Easel's `ParagraphStyle`,
/// or the `UIKit` module's `NSParagraphStyle`.
package protocol ParagraphStyleAttribute {
    /// The style, as Easel's text layout takes it.
    var paragraphStyleValue: ParagraphStyle { get }
}

extension ParagraphStyle: ParagraphStyleAttribute {
    package var paragraphStyleValue: ParagraphStyle { self }
}

extension TextAttributes {
    /// The attributes a UIKit attribute dictionary describes, `defaults`' values for the
    /// ones missing (NSString drawing's defaults unless given). A key Easel does not
    /// draw, or a value of the wrong type, is reported and ignored.
    package init(_ attributes: [NSAttributedString.Key: Any]?, defaults: TextAttributes = TextAttributes()) {
        self = defaults
        var underlineColor: Color?, strikethroughColor: Color?
        var underlineStyle: NSUnderlineStyle?, strikethroughStyle: NSUnderlineStyle?
        for (key, value) in (attributes ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch (key, value) {
            case (.font, let font as Font): self.font = font
            case (.foregroundColor, let color as Color): foregroundColor = color
            case (.paragraphStyle, let style as ParagraphStyleAttribute): paragraphStyle = style.paragraphStyleValue
            case (.kern, _) where Self.number(value) != nil: kern = Self.number(value)!
            case (.baselineOffset, _) where Self.number(value) != nil: baselineOffset = Self.number(value)!
            case (.underlineStyle, _) where Self.underline(value) != nil: underlineStyle = Self.underline(value)
            case (.strikethroughStyle, _) where Self.underline(value) != nil: strikethroughStyle = Self.underline(value)
            case (.underlineColor, let color as Color): underlineColor = color
            case (.strikethroughColor, let color as Color): strikethroughColor = color
            case (.backgroundColor, let color as Color): backgroundColor = color
            case (.font, _), (.foregroundColor, _), (.paragraphStyle, _), (.kern, _), (.baselineOffset, _),
                 (.underlineStyle, _), (.strikethroughStyle, _), (.underlineColor, _), (.strikethroughColor, _),
                 (.backgroundColor, _):
                Diagnostics.report("text attribute \(key.rawValue) does not take a value of type \(type(of: value)); ignored")
            default:
                Diagnostics.report("text attribute \(key.rawValue) is not drawn by Easel yet; ignored")
            }
        }
        if let underlineStyle { underline = underlineStyle.decoration(color: underlineColor) }
        if let strikethroughStyle { strikethrough = strikethroughStyle.decoration(color: strikethroughColor) }
    }

    /// The attribute dictionary that describes these attributes, as UIKit reports a
    /// label's or a text field's (the paragraph style stays out: it is the `UIKit`
    /// module's class).
    package var foundationAttributes: [NSAttributedString.Key: Any] {
        var dictionary: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: foregroundColor]
        if kern != 0 { dictionary[.kern] = kern }
        if baselineOffset != 0 { dictionary[.baselineOffset] = baselineOffset }
        if let backgroundColor { dictionary[.backgroundColor] = backgroundColor }
        for (decoration, styleKey, colorKey) in [(underline, NSAttributedString.Key.underlineStyle, NSAttributedString.Key.underlineColor),
                                                  (strikethrough, .strikethroughStyle, .strikethroughColor)] {
            guard let decoration else { continue }
            let style: NSUnderlineStyle = switch decoration.style {
            case .single: .single
            case .thick: .thick
            case .double: .double
            }
            dictionary[styleKey] = style.rawValue
            if let color = decoration.color { dictionary[colorKey] = color }
        }
        return dictionary
    }

    /// A number attribute's value in points (Swift and Foundation numbers alike).
    private static func number(_ value: Any) -> CGFloat? {
        Double(numericValue: value).map { CGFloat($0) }
    }

    /// An underline or strikethrough style, given as `NSUnderlineStyle` or its raw value.
    private static func underline(_ value: Any) -> NSUnderlineStyle? {
        switch value {
        case let style as NSUnderlineStyle: style
        case let raw as Int: NSUnderlineStyle(rawValue: raw)
        case let number as NSNumber: NSUnderlineStyle(rawValue: number.intValue)
        default: nil
        }
    }
}

extension AttributedText {
    /// The runs of an `NSAttributedString`, each attribute missing from a run taking
    /// `defaults`' value, as a label fills in its own font and color.
    package init(_ string: NSAttributedString, defaults: TextAttributes = TextAttributes()) {
        self.init("", attributes: defaults)
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            append(string.attributedSubstring(from: range).string, attributes: TextAttributes(attributes, defaults: defaults))
        }
    }

    /// The text as an `NSAttributedString`, run by run.
    package var foundationString: NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in runs {
            result.append(NSAttributedString(string: substring(run.byteRange), attributes: run.attributes.foundationAttributes))
        }
        return result
    }
}
