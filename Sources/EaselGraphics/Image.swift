@_implementationOnly import CCairo
import Foundation

/// An immutable bitmap image with a scale factor, like `UIImage`.
///
/// `size` is in points: the pixel size divided by `scale`, so a 60×60-pixel image at
/// scale 3 is 20×20 points, exactly as UIKit measures a `@3x` asset.
///
/// Like a `UIImage`, an image also says how it wants to be drawn: its
/// `renderingMode` (a template is drawn in the tint colour of the view that shows it)
/// and a `tintColor` of its own. A symbol image (`Image(systemName:)`) keeps the
/// vector artwork it was drawn from, so views draw it sharp at any scale.
public final class Image: @unchecked Sendable {
    /// The pixels; never mutated after `init` (that is what makes `Image` sendable).
    package let bitmap: Bitmap

    /// Pixels per point.
    public let scale: CGFloat

    /// How the image wants to be drawn, apart from its pixels.
    package let attributes: Attributes

    /// An image holding a copy of a bitmap's pixels (a scale that is not a positive
    /// number is reported and 1 is used).
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(adopting: Bitmap(copying: bitmap), scale: ScaleFactor.checked(scale, for: "Image"))
    }

    /// An image over a bitmap that no one else will mutate.
    package init(adopting bitmap: Bitmap, scale: CGFloat, attributes: Attributes = Attributes()) {
        self.bitmap = bitmap
        self.scale = scale
        self.attributes = attributes
    }

    /// An image of straight RGBA8 pixels, row-major with no padding.
    public convenience init(width: Int, height: Int, rgbaBytes: [UInt8], scale: CGFloat = 1) {
        self.init(adopting: Bitmap(width: width, height: height, rgbaBytes: rgbaBytes), scale: scale)
    }

    /// Width in pixels.
    public var pixelWidth: Int { bitmap.width }
    /// Height in pixels.
    public var pixelHeight: Int { bitmap.height }

    /// The size in points (pixels divided by `scale`); a symbol image's is its
    /// artwork's.
    public var size: CGSize {
        artwork?.size ?? CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The pixels as straight RGBA8, row-major with no padding.
    public var rgbaBytes: [UInt8] { bitmap.rgbaBytes }

    /// The straight-alpha pixel at a pixel position; (0, 0) is the top-left pixel.
    public subscript(x: Int, y: Int) -> Pixel { bitmap[x, y] }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool { bitmap.isOpaque }
}

extension Image: Equatable {
    /// Two images are equal when they have the same scale, pixels and attributes.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.scale == rhs.scale && lhs.attributes == rhs.attributes && lhs.bitmap == rhs.bitmap
    }
}
