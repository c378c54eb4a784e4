import Foundation

/// What an image says about how it is drawn, apart from its pixels, like the
/// properties `UIImage`'s `with…` methods set. Each such method makes a copy with one
/// attribute changed and the others kept (`with(_:)`), so a resizable template image
/// that flips in right-to-left layouts stays all three.
extension Image {
    /// How an image wants to be drawn.
    package struct Attributes: Equatable, Sendable {
        /// Its caps when it is resizable (see `Image+Resizing`); `nil` when it scales
        /// as a whole.
        package var resizing: Resizing?
        /// Whether image views mirror it in a right-to-left layout.
        package var flipsForRightToLeftLayoutDirection = false
        /// How it uses its colours (see `Image+RenderingMode`).
        package var renderingMode = RenderingMode.automatic
        /// The colour it is drawn in, when it has one of its own.
        package var tintColor: Color?
        /// The vector artwork of a symbol image, redrawn at the resolution it is shown
        /// at (not compared: the same symbol drawn alike is the same image).
        package var artwork: SymbolArtwork?
        /// The pixels it shows in the dark appearance or increased contrast (see
        /// `Image+Appearance`; not compared, as the artwork is not).
        package var appearanceVariants: [Appearance: Image] = [:]
        /// How its stored pixels lie (see `Image+Orientation`); the bitmap is upright.
        package var orientation = Orientation.up
        /// Where its content lies inside it for layout (see `Image+AlignmentRectInsets`).
        package var alignmentRectInsets = EdgeInsets.zero
        /// The frames it cycles through, and how long a cycle takes, when it is animated
        /// (see `Image+Animation`).
        package var animation: Animation?

        package init() {}

        package static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            lhs.resizing == rhs.resizing && lhs.flipsForRightToLeftLayoutDirection == rhs.flipsForRightToLeftLayoutDirection
                && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
                && lhs.orientation == rhs.orientation && lhs.alignmentRectInsets == rhs.alignmentRectInsets
                && lhs.animation == rhs.animation
        }
    }

    /// This image's pixels (or `bitmap`, at `scale`) with its attributes changed by
    /// `change`.
    package func with(bitmap: Bitmap? = nil, scale: CGFloat? = nil, _ change: (inout Attributes) -> Void = { _ in })
        -> Image {
        var attributes = self.attributes
        change(&attributes)
        return Image(adopting: bitmap ?? self.bitmap, scale: scale ?? self.scale, attributes: attributes)
    }

    /// The caps of a resizable image.
    package var resizing: Resizing? { attributes.resizing }

    /// Whether image views mirror the image in a right-to-left layout, like
    /// `UIImage.flipsForRightToLeftLayoutDirection` (set by
    /// `imageFlippedForRightToLeftLayoutDirection()`).
    public var flipsForRightToLeftLayoutDirection: Bool { attributes.flipsForRightToLeftLayoutDirection }

    /// How the image is drawn, like `UIImage.renderingMode` (`.automatic` unless made
    /// by `withRenderingMode(_:)` or `withTintColor(_:)`).
    public var renderingMode: RenderingMode { attributes.renderingMode }

    /// The colour the image is drawn in, like `UIImage` made by `withTintColor(_:)`:
    /// its opaque pixels take this colour; `nil` draws the pixels as they are.
    public var tintColor: Color? { attributes.tintColor }

    /// The vector artwork of a symbol image.
    package var artwork: SymbolArtwork? { attributes.artwork }
}
