import Foundation

/// A font at a size, like `UIFont`.
///
/// Easel draws with freely licensed fonts from Debian, chosen to measure like Apple's
/// (docs/TYPOGRAPHY.md has the measurements): the system font is Inter, its Text cut
/// below 20 points and its Display cut from 20 points as SF Pro switches optical
/// sizes, in all nine weights; the monospaced system font is JetBrains Mono and the
/// serif design DejaVu Serif. The system designs add UIKit's size-specific tracking.
/// The system font reports SF Pro's vertical metrics (`lineHeight`, `ascender`, …),
/// and text lays out with them, so lines are as tall as on iOS.
/// Scripts those fonts lack fall back to DejaVu Sans and Droid Sans Fallback.
///
/// Like `UIFont`, it is an immutable class, so that iOS code can extend it with `class
/// func` fonts and `convenience init`s; a `ValueObject`, as `Color` is and for its
/// reason. Fonts are equal when their face, size and scaling are.
open class Font: ValueObject, @unchecked Sendable {
    let face: FontFace

    /// The size in points, like `UIFont.pointSize`.
    public let pointSize: CGFloat
    /// How the font follows the content size category (a preferred or scaled font's
    /// text style, see `Font+TextStyle`); `nil` for a fixed font.
    package let scaling: FontScaling?
    /// The CSS weight asked for before Bold Text made a system font heavier (see
    /// `withLegibilityWeight(_:)`); `nil` when it did not.
    package let boldTextBaseWeight: Int?

    init(face: FontFace, pointSize: CGFloat, scaling: FontScaling? = nil, boldTextBaseWeight: Int? = nil) {
        self.face = face
        if pointSize > 0 && pointSize.isFinite {
            self.pointSize = pointSize
        } else {
            Diagnostics.report("font size \(pointSize) is not a positive number; using \(Font.defaultSize) points")
            self.pointSize = Font.defaultSize
        }
        self.scaling = scaling
        self.boldTextBaseWeight = boldTextBaseWeight
        super.init()
    }

    /// A copy of `font` (for initializers that take a font).
    package convenience init(_ font: Font) {
        self.init(face: font.face, pointSize: font.pointSize, scaling: font.scaling,
                  boldTextBaseWeight: font.boldTextBaseWeight)
    }

    /// The same font following the content size category as `scaling` says (`nil`: a
    /// fixed size).
    package func withScaling(_ scaling: FontScaling?) -> Font {
        Font(face: face, pointSize: pointSize, scaling: scaling, boldTextBaseWeight: boldTextBaseWeight)
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face == rhs.face && lhs.pointSize == rhs.pointSize && lhs.scaling == rhs.scaling
            && lhs.boldTextBaseWeight == rhs.boldTextBaseWeight
    }

    /// The hash of the face and size, like `UIFont.hash`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// Whether `object` is an equal font, like `UIFont.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Font else { return false }
        return self == other
    }

    /// The font as UIKit describes one: its family, weight and size.
    open override var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(face.weight); font-size: \(pointSize)pt"
    }

    /// The font with a family, full or PostScript name, like `UIFont(name:size:)`.
    ///
    /// The installed families' names ("Inter", "JetBrainsMono-Bold", "DejaVu Serif")
    /// draw with that face, and UIKit's system font names (".SFUI-Regular", "SF Mono",
    /// "New York") with the system font of that design. Any other name is not installed:
    /// where UIKit would return `nil` for an unknown font, Easel reports a diagnostic and
    /// draws with the system font of the name's class, serif for serif families
    /// (Georgia, Times New Roman), monospaced for monospaced ones (Menlo, Courier) and
    /// the default design for the rest, keeping the weight and italic of the name
    /// ("Georgia-BoldItalic"). So this never returns `nil`; it stays failable so that
    /// code written for UIKit compiles unchanged.
    public convenience init?(name: String, size: CGFloat) {
        let resolution = FontFace.resolve(name: name)
        if resolution.isSubstitute {
            Diagnostics.report("font \"\(name)\" is not installed; drawing with \(resolution.face.postScriptName(at: size)) instead (see FontFace.Family for the fonts Easel has)")
        }
        self.init(face: resolution.face, pointSize: size)
    }

    /// A font made with `NSObject`'s `init()`, like `UIFont()`: the 12-point system
    /// font, what iOS code uses as a fallback (`label.font ?? UIFont()`).
    public override convenience init() {
        self.init(Font.systemFont(ofSize: 12))
    }

    /// The system font (Inter) at a size and weight, like
    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        systemFont(ofSize: size, weight: weight, design: .default)
    }

    /// The bold system font, like `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The italic system font, like `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, design: .default, italic: true)
    }

    /// The monospaced system font (JetBrains Mono), like
    /// `UIFont.monospacedSystemFont(ofSize:weight:)`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight, design: .monospaced)
    }

    /// The system font with digits of equal width, like
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: Inter's tabular digits
    /// (OpenType `tnum`), where its default digits are proportional, as SF Pro's are.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var face = systemFont(ofSize: size, weight: weight).face
        face.hasMonospacedDigits = true
        return Font(face: face, pointSize: size)
    }

    /// The same face at another size, like `UIFont.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font {
        Font(face: face, pointSize: size, boldTextBaseWeight: boldTextBaseWeight)
    }

    /// The family name, like `UIFont.familyName` ("Inter", "Inter Display" from 20
    /// points).
    public var familyName: String { face.family(at: pointSize).familyName }

    /// The PostScript name of the face, like `UIFont.fontName` ("Inter-SemiBold").
    public var fontName: String { face.postScriptName(at: pointSize) }

    /// The space the font adds after each character, in points: UIKit's size-specific
    /// tracking for the system designs (-0.44 points for the 17-point system font),
    /// none for a font named by family.
    var tracking: CGFloat { face.tracking(at: pointSize) }

    /// The size of standard interface text, like `UIFont.systemFontSize`.
    public static let systemFontSize: CGFloat = 14
    /// The size of small interface text, like `UIFont.smallSystemFontSize`.
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of a label's text, like `UIFont.labelFontSize`.
    public static let labelFontSize: CGFloat = 17
    /// The size of a button's title, like `UIFont.buttonFontSize`.
    public static let buttonFontSize: CGFloat = 18

    /// The size NSString drawing uses when no font is given (it draws Helvetica 12).
    @usableFromInline static let defaultSize: CGFloat = 12
}

// MARK: - Metrics

extension Font {
    private var metrics: FontMetrics { FontLibrary.shared.metrics(of: face, pointSize: pointSize) }

    /// The distance from the baseline to the top of the line, like `UIFont.ascender`.
    public var ascender: CGFloat { metrics.ascender }

    /// The distance from the baseline to the bottom of the line, negative, like
    /// `UIFont.descender`.
    public var descender: CGFloat { metrics.descender }

    /// The font's line gap, like `UIFont.leading` (0 for Easel's fonts).
    public var leading: CGFloat { metrics.leading }

    /// The height of a line of text, `ascender - descender + leading`, like
    /// `UIFont.lineHeight`.
    public var lineHeight: CGFloat { metrics.ascender - metrics.descender + metrics.leading }

    /// The height of capital letters above the baseline, like `UIFont.capHeight`.
    public var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase letters above the baseline, like `UIFont.xHeight`.
    public var xHeight: CGFloat { metrics.xHeight }
}
