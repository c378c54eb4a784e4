import CoreGraphics
import EaselGraphics
import Foundation

/// A font at a size, like Core Text's `CTFont`: the same object as `UIFont` (Easel's
/// `Font`), as the two are toll-free bridged on iOS, so `uiFont as CTFont` and
/// `ctFont as UIFont` are plain casts that always succeed.
public typealias CTFont = Font

/// A font's style bits, like `CTFontSymbolicTraits`.
public struct CTFontSymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// An italic or oblique face.
    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    /// A bold face (semibold and heavier here).
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    /// An expanded face; no face Easel has is.
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    /// A condensed face; no face Easel has is.
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    /// A face whose characters all have the same advance.
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    /// A face for vertical text; no face Easel has is.
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    /// A face tuned for the user interface.
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    /// A face with color glyphs.
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    /// `traitItalic` under its older name.
    public static let italicTrait = traitItalic
    /// `traitBold` under its older name.
    public static let boldTrait = traitBold
    /// `traitMonoSpace` under its older name.
    public static let monoSpaceTrait = traitMonoSpace
}

/// The font named `name` at `size` points, like `CTFontCreateWithName`: a size of 0
/// (or less) is Core Text's default of 12 points. A name Easel has no file for draws
/// with the nearest font it has (`UIFont(name:size:)`'s substitution, reported); an
/// empty name gives the 12-point system font's family, reported. A matrix other than
/// the identity is reported and ignored: Easel's fonts are upright.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let size = size > 0 ? size : 12
    reportIgnored(matrix, in: "CTFontCreateWithName")
    guard !name.isEmpty else {
        Diagnostics.report("CTFontCreateWithName: an empty font name; drawing with the system font")
        return Font.systemFont(ofSize: size)
    }
    return Font(name: name, size: size) ?? Font.systemFont(ofSize: size)
}

/// The point size, like `CTFontGetSize`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The distance from the baseline up to the top of the font's line, like
/// `CTFontGetAscent`: `UIFont.ascender`.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }

/// The distance from the baseline down to the bottom of the font's line, positive,
/// like `CTFontGetDescent`: minus `UIFont.descender`.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }

/// The extra space between lines, like `CTFontGetLeading`: `UIFont.leading`.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }

/// The height of capital letters, like `CTFontGetCapHeight`: `UIFont.capHeight`.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }

/// The height of lowercase letters, like `CTFontGetXHeight`: `UIFont.xHeight`.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }

/// The PostScript name, like `CTFontCopyPostScriptName`: `UIFont.fontName`.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }

/// The family name, like `CTFontCopyFamilyName`: `UIFont.familyName`.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }

/// The style bits of the face that draws the font, like `CTFontGetSymbolicTraits`:
/// italic, bold (semibold and heavier) and monospaced.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits: CTFontSymbolicTraits = []
    if font.isItalic { traits.insert(.traitItalic) }
    if font.drawnWeight >= 600 { traits.insert(.traitBold) }
    if font.isMonospaced { traits.insert(.traitMonoSpace) }
    return traits
}

/// The font's sibling with the traits in `symTraitMask` set as `symTraitValue` says,
/// at `size` (0 keeps the font's), like `CTFontCreateCopyWithSymbolicTraits`; `nil`
/// when the family has no such face (a bold Droid Sans Fallback), as Core Text answers
/// for a face it cannot find. Bold is weight 700, not bold 400; italic and monospaced
/// are the design's own faces.
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat,
                                               _ matrix: UnsafePointer<CGAffineTransform>?,
                                               _ symTraitValue: CTFontSymbolicTraits,
                                               _ symTraitMask: CTFontSymbolicTraits) -> CTFont? {
    reportIgnored(matrix, in: "CTFontCreateCopyWithSymbolicTraits")
    let current = CTFontGetSymbolicTraits(font)
    let wanted = current.subtracting(symTraitMask).union(symTraitValue.intersection(symTraitMask))
    var result: Font = size > 0 ? font.withSize(size) : font
    if wanted.contains(.traitMonoSpace) && !current.contains(.traitMonoSpace) {
        guard let monospaced = result.monospaced else { return nil }
        result = monospaced
    }
    let weight = wanted.contains(.traitBold) == current.contains(.traitBold)
        ? result.drawnWeight : (wanted.contains(.traitBold) ? 700 : 400)
    guard weight != result.drawnWeight || wanted.contains(.traitItalic) != result.isItalic else { return result }
    return result.withFace(weight: weight, isItalic: wanted.contains(.traitItalic))
}

/// Reports a font matrix other than the identity, which Easel does not apply.
private func reportIgnored(_ matrix: UnsafePointer<CGAffineTransform>?, in function: String) {
    if let matrix, matrix.pointee != .identity {
        Diagnostics.report("\(function): a font matrix is not applied by Easel; the font is drawn upright")
    }
}
