import EaselPNG

/// An image as straight (not premultiplied) 8-bit RGBA, row-major with no padding:
/// the pixels exactly as a PNG file holds them, which is what pixelmatch compares.
///
/// `Image` keeps its pixels premultiplied, the way CoreGraphics draws; premultiplying
/// loses the colour of semi-transparent pixels, so comparisons read files into this
/// type instead.
public struct RGBAImage: Sendable, Equatable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
    public let bytes: [UInt8]

    /// An image over `bytes`, which must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage size must not be negative")
        precondition(bytes.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// `RGBAImage(width×height)`, without the pixels.
    public var description: String { "RGBAImage(\(size))" }

    /// The image's size.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at a position; (0, 0) is the top-left pixel.
    public subscript(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
