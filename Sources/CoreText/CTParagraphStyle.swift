import CoreGraphics
import Easel
import EaselGraphics
import Foundation

/// A paragraph's alignment, line breaking and spacing, like Core Text's
/// `CTParagraphStyle`: the value of `kCTParagraphStyleAttributeName`, laid out as the
/// same settings of an `NSParagraphStyle` are.
public final class CTParagraphStyle: ParagraphStyleAttribute {
    /// The settings, as Easel's text layout takes them.
    let style: ParagraphStyle

    init(_ style: ParagraphStyle) {
        self.style = style
    }

    package var paragraphStyleValue: ParagraphStyle { style }
}

/// Which setting a `CTParagraphStyleSetting` gives, like `CTParagraphStyleSpecifier`.
/// Cases carry Apple's raw values; the ones `CTParagraphStyleCreate` applies are listed
/// there.
public enum CTParagraphStyleSpecifier: UInt32, Sendable {
    case alignment = 0, firstLineHeadIndent = 1, headIndent = 2, tailIndent = 3, tabStops = 4
    case defaultTabInterval = 5, lineBreakMode = 6, lineHeightMultiple = 7, maximumLineHeight = 8
    case minimumLineHeight = 9, lineSpacing = 10, paragraphSpacing = 11, paragraphSpacingBefore = 12
    case baseWritingDirection = 13, maximumLineSpacing = 14, minimumLineSpacing = 15
    case lineSpacingAdjustment = 16, lineBoundsOptions = 17
}

/// How lines break, like `CTLineBreakMode`: wrapping at words or characters, or one
/// line clipped or truncated at its head, tail or middle, as `NSLineBreakMode`'s cases.
public enum CTLineBreakMode: UInt8, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2
    case byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

/// One setting of a paragraph style: which, and a pointer to its value, like
/// `CTParagraphStyleSetting`.
public struct CTParagraphStyleSetting {
    /// Which setting.
    public var spec: CTParagraphStyleSpecifier
    /// The size of the value in bytes (`MemoryLayout<CGFloat>.size` for a length).
    public var valueSize: Int
    /// Where the value is, read while `CTParagraphStyleCreate` runs.
    public var value: UnsafeRawPointer

    /// A setting of `spec` whose value of `valueSize` bytes is at `value`.
    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style of `settingCount` settings, like `CTParagraphStyleCreate`: the
/// alignment, line break mode, indents, line height bounds and multiple, line and
/// paragraph spacing are applied; the other settings, and a setting whose value size
/// is not its type's, are reported and ignored.
public func CTParagraphStyleCreate(_ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int) -> CTParagraphStyle {
    var style = ParagraphStyle()
    for setting in UnsafeBufferPointer(start: settings, count: settings == nil ? 0 : max(0, settingCount)) {
        func value<T>(_ type: T.Type) -> T? {
            guard setting.valueSize == MemoryLayout<T>.size else {
                Diagnostics.report("CTParagraphStyleCreate: \(setting.spec) given \(setting.valueSize) bytes, not \(MemoryLayout<T>.size); ignored")
                return nil
            }
            return setting.value.loadUnaligned(as: T.self)
        }
        switch setting.spec {
        case .alignment:
            if let raw = value(UInt8.self), let alignment = CTTextAlignment(rawValue: raw) {
                style.alignment = switch alignment {
                case .left: .left
                case .right: .right
                case .center: .center
                case .justified: .justified
                case .natural: .natural
                }
            }
        case .lineBreakMode:
            if let raw = value(UInt8.self), let mode = CTLineBreakMode(rawValue: raw) {
                style.lineBreakMode = switch mode {
                case .byWordWrapping: .byWordWrapping
                case .byCharWrapping: .byCharWrapping
                case .byClipping: .byClipping
                case .byTruncatingHead: .byTruncatingHead
                case .byTruncatingTail: .byTruncatingTail
                case .byTruncatingMiddle: .byTruncatingMiddle
                }
            }
        case .firstLineHeadIndent: if let length = value(CGFloat.self) { style.firstLineHeadIndent = length }
        case .headIndent: if let length = value(CGFloat.self) { style.headIndent = length }
        case .tailIndent: if let length = value(CGFloat.self) { style.tailIndent = length }
        case .lineHeightMultiple: if let length = value(CGFloat.self) { style.lineHeightMultiple = length }
        case .maximumLineHeight: if let length = value(CGFloat.self) { style.maximumLineHeight = length }
        case .minimumLineHeight: if let length = value(CGFloat.self) { style.minimumLineHeight = length }
        case .lineSpacing, .minimumLineSpacing: if let length = value(CGFloat.self) { style.lineSpacing = length }
        case .paragraphSpacing: if let length = value(CGFloat.self) { style.paragraphSpacing = length }
        case .paragraphSpacingBefore: if let length = value(CGFloat.self) { style.paragraphSpacingBefore = length }
        default:
            Diagnostics.report("CTParagraphStyleCreate: \(setting.spec) is not applied by Easel; ignored")
        }
    }
    return CTParagraphStyle(style)
}
