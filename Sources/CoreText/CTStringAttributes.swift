import CoreGraphics
import Easel
import EaselGraphics
import Foundation

// Core Text's attribute names, with Apple's values: those Core Text shares with UIKit
// ("NSFont", "NSKern" …) are the same keys as `NSAttributedString.Key.font` and
// `.kern`; the color keys are Core Text's own ("CTForegroundColor") and take a
// `CGColor`. iOS code writes `NSAttributedString.Key(kCTFontAttributeName as String)`.

/// The font of the characters (a `CTFont`), like `kCTFontAttributeName`.
public let kCTFontAttributeName: CFString = "NSFont"
/// The text color (a `CGColor`), like `kCTForegroundColorAttributeName`.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// Whether the text takes the context's fill color, like
/// `kCTForegroundColorFromContextAttributeName`.
public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// Extra space after each character in points, like `kCTKernAttributeName`.
public let kCTKernAttributeName: CFString = "NSKern"
/// The paragraph style (a `CTParagraphStyle` or an `NSParagraphStyle`), like
/// `kCTParagraphStyleAttributeName`.
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The underline style (a `CTUnderlineStyle` raw value), like
/// `kCTUnderlineStyleAttributeName`.
public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// The underline color (a `CGColor`), like `kCTUnderlineColorAttributeName`.
public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"
/// The stroke width, like `kCTStrokeWidthAttributeName`; not drawn by Easel.
public let kCTStrokeWidthAttributeName: CFString = "NSStrokeWidth"
/// The stroke color, like `kCTStrokeColorAttributeName`; not drawn by Easel.
public let kCTStrokeColorAttributeName: CFString = "CTStrokeColor"
/// Ligature use, like `kCTLigatureAttributeName`; Easel's shaping decides.
public let kCTLigatureAttributeName: CFString = "NSLigature"
/// A baseline offset in points, like `kCTBaselineOffsetAttributeName`.
public let kCTBaselineOffsetAttributeName: CFString = "CTBaselineOffset"

/// How text is underlined, like `CTUnderlineStyle`.
public struct CTUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// A single line.
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}

extension AttributedText {
    /// The runs of an attributed string as Core Text reads it: UIKit's attributes as
    /// NSAttributedString drawing draws them, and Core Text's own keys
    /// (`kCTForegroundColorAttributeName`, `kCTUnderlineColorAttributeName`,
    /// `kCTBaselineOffsetAttributeName`) as their UIKit counterparts, which they win
    /// over. Characters without a font or color get NSString drawing's defaults (the
    /// 12-point system font, black), where Core Text's are Helvetica 12 and black.
    init(coreText string: NSAttributedString) {
        self.init("", attributes: TextAttributes())
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            append(string.attributedSubstring(from: range).string,
                   attributes: TextAttributes(Self.uiKitAttributes(coreText: attributes)))
        }
    }

    /// Core Text's keys as UIKit's, and Core Text's integer values as UIKit's.
    private static func uiKitAttributes(coreText attributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
        let renamed: [String: NSAttributedString.Key] = [
            kCTForegroundColorAttributeName: .foregroundColor,
            kCTUnderlineColorAttributeName: .underlineColor,
            kCTBaselineOffsetAttributeName: .baselineOffset,
        ]
        var result = attributes.filter { renamed[$0.key.rawValue] == nil }
        for (key, value) in attributes {
            if let uiKitKey = renamed[key.rawValue] { result[uiKitKey] = value }
        }
        switch result[.underlineStyle] {
        case let style as CTUnderlineStyle: result[.underlineStyle] = Int(style.rawValue)
        case let raw as Int32: result[.underlineStyle] = Int(raw)
        default: break
        }
        if result[NSAttributedString.Key(kCTForegroundColorFromContextAttributeName)] != nil {
            result[NSAttributedString.Key(kCTForegroundColorFromContextAttributeName)] = nil
            Diagnostics.report("kCTForegroundColorFromContextAttributeName is not applied by Easel; the text is drawn in its own color")
        }
        return result
    }
}
