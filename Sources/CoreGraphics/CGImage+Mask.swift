import EaselGraphics
import Foundation

/// Image masks, and images shown through them.
extension CGImage {
    /// An image mask from a provider's bytes, like
    /// `CGImage(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`:
    /// each pixel's sample is its first `bitsPerComponent` bits (1, 2, 4 or 8), which
    /// `decode` (two values, the sample's range; `nil` for 0 to 1) maps to S; what the
    /// mask lets through has the alpha `1 - S`, so a sample of 0 shows the image and
    /// the largest hides it. Parameters Core Graphics refuses, or too few bytes, give
    /// `nil` with a diagnostic.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        let bytes = provider.data ?? Data()
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel >= bitsPerComponent, width > 0, height > 0,
              bytesPerRow * 8 >= width * bitsPerPixel, bytes.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8 else {
            Diagnostics.report("CGImage(maskWidth:…): unsupported mask of \(width)×\(height) pixels, \(bitsPerComponent) bits "
                               + "per component, \(bitsPerPixel) per pixel, \(bytesPerRow) bytes per row over "
                               + "\(bytes.count) bytes; no mask is made")
            return nil
        }
        let range = decode.map { ($0[0], $0[1]) } ?? (0, 1)
        let largest = CGFloat((1 << bitsPerComponent) - 1)
        let bitmap = Bitmap(width: width, height: height)
        bytes.withUnsafeBytes { buffer in
            let source = buffer.bindMemory(to: UInt8.self)
            for y in 0..<height {
                let row = bitmap.rowWords(y)
                for x in 0..<width {
                    let bit = y * bytesPerRow * 8 + x * bitsPerPixel
                    let byte = Int(source[bit / 8])
                    let sample = (byte >> (8 - bitsPerComponent - bit % 8)) & ((1 << bitsPerComponent) - 1)
                    let shown = 1 - min(1, max(0, range.0 + CGFloat(sample) / largest * (range.1 - range.0)))
                    row[x] = UInt32((shown * 255).rounded()) << 24
                }
            }
        }
        bitmap.markDirty()
        self.init(pixelsOf: Image(adopting: bitmap, scale: 1), isMask: true)
    }

    /// The image shown through `mask`, like `CGImage.masking(_:)`: an image mask (see
    /// `init(maskWidth:…)`) keeps each pixel as much as its sample lets through, the
    /// mask scaled to the image's size. Another kind of image as the mask (Core
    /// Graphics takes a gray one, which Easel's images are not) gives `nil` with a
    /// diagnostic, as does masking a mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard mask.isMask, !isMask else {
            Diagnostics.report("CGImage.masking(_:): \(isMask ? "an image mask cannot be masked" : "the mask is not an image mask (CGImage(maskWidth:…)); Easel has no gray images to mask with"); returning nil")
            return nil
        }
        let size = CGSize(width: width, height: height)
        let masked = GraphicsImageRenderer(size: size, scale: 1).image { context in
            context.draw(image, in: CGRect(origin: .zero, size: size))
            context.setBlendMode(.destinationIn)
            context.draw(mask.image, in: CGRect(origin: .zero, size: size))
        }
        return CGImage(pixelsOf: masked)
    }
}
