import EaselGraphics
import Foundation

extension Image {
    /// The image with each channel (alpha too) multiplied by `color`'s, rounded to the
    /// nearest level, as Core Animation multiplies a particle's image by its colour;
    /// the image itself for opaque white.
    func multiplied(by color: Color) -> Image {
        let factors = [color.red, color.green, color.blue, color.alpha].map { Double(min(1, max(0, $0))) }
        guard factors.contains(where: { $0 < 1 }) else { return self }
        var bytes = rgbaBytes
        for index in bytes.indices {
            bytes[index] = UInt8((Double(bytes[index]) * factors[index % 4]).rounded())
        }
        return Image(width: pixelWidth, height: pixelHeight, rgbaBytes: bytes, scale: scale)
    }
}
