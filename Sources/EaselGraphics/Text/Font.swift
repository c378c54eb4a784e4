import Foundation

/// A font at a size, like `UIFont`.
///
/// Easel draws with the DejaVu fonts of Debian's `fonts-dejavu-core` only, so that
/// text looks the same on every machine: the system font is DejaVu Sans, the
/// monospaced system font DejaVu Sans Mono, and serif families DejaVu Serif. Those
/// files have regular and bold faces; italics are the upright faces slanted by a fixed
/// shear (see `Font.Weight` for how weights map to the two faces).
public struct Font: Hashable, Sendable {
    let face: FontFace

    /// The size in points, like `UIFont.pointSize`.
    public let pointSize: CGFloat

    init(face: FontFace, pointSize: CGFloat) {
        self.face = face
        if pointSize > 0 && pointSize.isFinite {
            self.pointSize = pointSize
        } else {
            Diagnostics.report("font size \(pointSize) is not a positive number; using \(Font.defaultSize) points")
            self.pointSize = Font.defaultSize
        }
    }

    /// The font with a family, full or PostScript name, like `UIFont(name:size:)`.
    ///
    /// DejaVu names ("DejaVu Serif", "DejaVuSans-Bold") and UIKit's system font names
    /// (".SFUI-Regular", "SF Mono") draw with that face. Any other name is not installed:
    /// where UIKit would return `nil` for an unknown font, Easel reports a diagnostic and
    /// draws with a stand-in, DejaVu Serif for serif families (Georgia, Times New Roman),
    /// DejaVu Sans Mono for monospaced ones (Menlo, Courier) and DejaVu Sans for the rest,
    /// keeping the bold and italic of the name ("Georgia-BoldItalic"). So this never
    /// returns `nil`; it stays failable so that code written for UIKit compiles unchanged.
    public init?(name: String, size: CGFloat) {
        let resolution = FontFace.resolve(name: name)
        if resolution.isSubstitute {
            Diagnostics.report("font \"\(name)\" is not installed; drawing with \(resolution.face.postScriptName) instead (Easel has only the DejaVu fonts of fonts-dejavu-core)")
        }
        self.init(face: resolution.face, pointSize: size)
    }

    /// The system font (DejaVu Sans) at a size and weight, like
    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(face: FontFace(family: .sans, isBold: weight.drawsBold), pointSize: size)
    }

    /// The bold system font, like `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The italic system font, like `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(face: FontFace(family: .sans, isItalic: true), pointSize: size)
    }

    /// The monospaced system font (DejaVu Sans Mono), like
    /// `UIFont.monospacedSystemFont(ofSize:weight:)`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(face: FontFace(family: .sansMono, isBold: weight.drawsBold), pointSize: size)
    }

    /// The system font with digits of equal width, like
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: DejaVu Sans's digits already
    /// share one advance, so this is the system font.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// The same face at another size, like `UIFont.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> Font { Font(face: face, pointSize: size) }

    /// The family name, like `UIFont.familyName` ("DejaVu Sans").
    public var familyName: String { face.family.familyName }

    /// The PostScript name of the face, like `UIFont.fontName` ("DejaVuSans-Bold").
    public var fontName: String { face.postScriptName }

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

    /// The font's line gap, like `UIFont.leading` (0 for the DejaVu fonts).
    public var leading: CGFloat { metrics.leading }

    /// The height of a line of text, `ascender - descender + leading`, like
    /// `UIFont.lineHeight`.
    public var lineHeight: CGFloat { metrics.ascender - metrics.descender + metrics.leading }

    /// The height of capital letters above the baseline, like `UIFont.capHeight`.
    public var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase letters above the baseline, like `UIFont.xHeight`.
    public var xHeight: CGFloat { metrics.xHeight }
}
