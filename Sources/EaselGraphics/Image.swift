@_implementationOnly import CCairo
import Foundation

/// An immutable bitmap image with a scale factor, like `UIImage`.
///
/// `size` is in points: the pixel size divided by `scale`, so a 60×60-pixel image at
/// scale 3 is 20×20 points, exactly as UIKit measures a `@3x` asset.
public final class Image: @unchecked Sendable {
    /// The pixels; never mutated after `init` (that is what makes `Image` sendable).
    package let bitmap: Bitmap

    /// Pixels per point.
    public let scale: CGFloat
    /// How the image fits an area of another size when it is resizable (see
    /// `Image+Resizing`); `nil` when it scales as a whole.
    package let resizing: Resizing?

    /// Whether image views mirror the image in a right-to-left layout, like
    /// `UIImage.flipsForRightToLeftLayoutDirection` (set by
    /// `imageFlippedForRightToLeftLayoutDirection()`).
    public let flipsForRightToLeftLayoutDirection: Bool

    /// An image holding a copy of a bitmap's pixels (a scale that is not a positive
    /// number is reported and 1 is used).
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = Bitmap(copying: bitmap)
        self.scale = ScaleFactor.checked(scale, for: "Image")
        resizing = nil
        flipsForRightToLeftLayoutDirection = false
    }

    /// An image over a bitmap that no one else will mutate.
    package init(adopting bitmap: Bitmap, scale: CGFloat, resizing: Resizing? = nil,
                 flipsForRightToLeftLayoutDirection: Bool = false) {
        self.bitmap = bitmap
        self.scale = scale
        self.resizing = resizing
        self.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
    }

    /// An image of straight RGBA8 pixels, row-major with no padding.
    public convenience init(width: Int, height: Int, rgbaBytes: [UInt8], scale: CGFloat = 1) {
        self.init(adopting: Bitmap(width: width, height: height, rgbaBytes: rgbaBytes), scale: scale)
    }

    /// Width in pixels.
    public var pixelWidth: Int { bitmap.width }
    /// Height in pixels.
    public var pixelHeight: Int { bitmap.height }

    /// The size in points (pixels divided by `scale`).
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The pixels as straight RGBA8, row-major with no padding.
    public var rgbaBytes: [UInt8] { bitmap.rgbaBytes }

    /// The straight-alpha pixel at a pixel position; (0, 0) is the top-left pixel.
    public subscript(x: Int, y: Int) -> Pixel { bitmap[x, y] }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool { bitmap.isOpaque }
}

extension Image: Equatable {
    /// Two images are equal when they have the same scale, the same pixels, the same
    /// caps and flip alike in a right-to-left layout.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.scale == rhs.scale && lhs.resizing == rhs.resizing
            && lhs.flipsForRightToLeftLayoutDirection == rhs.flipsForRightToLeftLayoutDirection
            && lhs.bitmap == rhs.bitmap
    }
}
