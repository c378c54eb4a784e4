@_implementationOnly import CCairo
import Foundation

/// A string laid out once in a container and drawn as often as needed: its lines
/// broken, truncated and aligned the way UIKit lays out a label or draws an NSString.
///
/// Making a layout does all the work (shaping, line breaking, truncation); drawing it
/// only places the lines. A `Label` keeps one until its text, attributes or width
/// change. Coordinates are in points with the origin at the top-left of the first
/// line, y down.
public final class TextLayout: @unchecked Sendable {
    /// Whose rules decide how lines break and which show.
    public enum Semantics: Hashable, Sendable {
        /// As `UILabel` lays out its text: every line wraps between words (between
        /// characters with `.byCharWrapping`); in the truncating and clipping modes the
        /// last visible line holds the rest of its paragraph and is truncated or clipped,
        /// and it ends with an ellipsis in `.byTruncatingTail` whenever text after it is
        /// hidden. At least one line shows, however short the container.
        case label
        /// As NSString's drawing methods (`draw(in:withAttributes:)`,
        /// `boundingRect(with:options:attributes:context:)`) lay out a string: in the
        /// truncating and clipping modes every paragraph is one line, truncated or
        /// clipped on its own; only lines that fit the container's height show. With
        /// `truncatesLastVisibleLine` the last visible line is truncated at its tail
        /// when text after it is hidden.
        case stringDrawing(truncatesLastVisibleLine: Bool = false)
    }

    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The characters the line shows, with "…" where text was truncated. A line
        /// that ends at a wrap keeps the whitespace it ends with.
        public let text: String
        /// The line's used rectangle: x where the alignment puts it, y its top, the
        /// width of its glyphs without whitespace at a wrap (and within the container
        /// when clipped), the height of the font's line.
        public let frame: CGRect
        /// The y of the baseline.
        public let baseline: CGFloat
        /// Whether the line's text was shortened with an ellipsis or passes the
        /// container's edge.
        public let isTruncated: Bool
    }

    /// A container size that bounds neither width nor height.
    public static let unboundedSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The text laid out, with its runs.
    public let text: AttributedText
    /// The characters laid out.
    public var string: String { text.string }
    /// The attributes the text is laid out with where no run says otherwise: the whole
    /// string's for a plain string, the first run's for an attributed text (its
    /// paragraph style is the text's).
    public var attributes: TextAttributes { text.leadingAttributes }
    /// The width lines wrap or truncate at and the height lines must fit in. As in
    /// `sizeThatFits(_:)`, a dimension that is zero, negative, infinite or
    /// `greatestFiniteMagnitude` sets no bound.
    public let containerSize: CGSize
    /// The most lines shown, like `UILabel.numberOfLines`; 0 for no limit.
    public let numberOfLines: Int
    /// Whose line-breaking rules apply.
    public let semantics: Semantics
    /// The lines shown, top to bottom.
    public let lines: [Line]
    /// The size the lines use, like the size of the rectangle
    /// `boundingRect(with:options:attributes:context:)` returns: the widest line's width
    /// and the bottom of the last line. Zero for an empty string.
    public let size: CGSize
    /// Whether any text is not shown: lines hidden by the line limit or the container's
    /// height, or a line truncated or clipped.
    public let isTruncated: Bool

    /// What drawing needs: each line's Pango line and where its origin goes.
    let drawnLines: [DrawnLine]
    /// The container's width band, when a clipped line passes its edge.
    let clipRect: CGRect?
    /// Whether the line limit or the container's height left lines out.
    let hidesLines: Bool

    struct DrawnLine {
        /// Keeps `pangoLine` alive.
        let layout: PangoTextLayout
        let pangoLine: UnsafeMutablePointer<PangoLayoutLine>
        let origin: CGPoint
        /// The bytes of `string` the line shows: with a truncated last line, the rest of
        /// its paragraph.
        let sourceByteRange: Range<Int>
        /// How the line's own layout (a shortened or clipped line's) stands for the
        /// bytes of `string`; `nil` when `layout` lays out `string` itself.
        let shortening: Shortening?
    }

    /// Lays out `string` in a container of `containerSize`, showing at most
    /// `numberOfLines` lines (0 for no limit), by the rules of `semantics`.
    public convenience init(_ string: String, attributes: TextAttributes = TextAttributes(),
                            containerSize: CGSize = TextLayout.unboundedSize, numberOfLines: Int = 0,
                            semantics: Semantics = .label) {
        self.init(AttributedText(string, attributes: attributes), containerSize: containerSize,
                  numberOfLines: numberOfLines, semantics: semantics)
    }

    /// Lays out an attributed text in a container of `containerSize`, showing at most
    /// `numberOfLines` lines (0 for no limit), by the rules of `semantics`. Colors that
    /// differ from the first run's are resolved for the current traits
    /// (`TraitCollection.current`) when the layout is made.
    public init(_ text: AttributedText, containerSize: CGSize = TextLayout.unboundedSize,
                numberOfLines: Int = 0, semantics: Semantics = .label) {
        self.text = text
        let attributes = text.leadingAttributes
        self.containerSize = containerSize
        self.numberOfLines = max(0, numberOfLines)
        self.semantics = semantics
        let composition = FontLibrary.shared.withContext { context in
            Composer(context: context, attributes: attributes, width: Self.bound(containerSize.width),
                     height: Self.bound(containerSize.height), numberOfLines: max(0, numberOfLines),
                     semantics: semantics).compose(text)
        }
        lines = composition.lines
        drawnLines = composition.drawnLines
        size = composition.size
        isTruncated = composition.isTruncated
        clipRect = composition.clipRect
        hidesLines = composition.hidesLines
    }

    /// The distance from the top to the first baseline, which a label's
    /// `firstBaselineAnchor` sits on; the font's ascender when there are no lines.
    public var firstBaselineOffsetFromTop: CGFloat { lines.first?.baseline ?? attributes.font.ascender }

    /// The distance from the last baseline to the bottom, which places a label's
    /// `lastBaselineAnchor`; minus the font's descender when there are no lines.
    public var lastBaselineOffsetFromBottom: CGFloat {
        lines.last.map { size.height - $0.baseline } ?? -attributes.font.descender
    }

    /// A container dimension as a bound, or `nil` when it sets none.
    private static func bound(_ length: CGFloat) -> CGFloat? {
        length > 0 && length.isFinite && length < .greatestFiniteMagnitude ? length : nil
    }
}
