import Foundation

extension Image {
    /// Where the image's content lies inside it for layout, like
    /// `UIImage.alignmentRectInsets` (none by default): an image view showing the image
    /// takes these insets as its own `alignmentRectInsets`, so that constraints align
    /// the content rather than, say, a glow around it.
    public var alignmentRectInsets: EdgeInsets { attributes.alignmentRectInsets }

    /// The same image with `alignmentInsets` as its alignment insets, like
    /// `UIImage.withAlignmentRectInsets(_:)`.
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        with { $0.alignmentRectInsets = alignmentInsets }
    }
}
