import EaselGraphics
import Foundation

/// The pixels of an image as Core Graphics lays them out: 8-bit RGBA, alpha last and
/// premultiplied, rows of `width × 4` bytes, in sRGB.
extension CGImage {
    /// Bytes from one row to the next, like `CGImage.bytesPerRow`: `width × 4`.
    public var bytesPerRow: Int { width * 4 }

    /// How the pixels are laid out, like `CGImage.bitmapInfo`: alpha last and
    /// premultiplied, the default (big-endian) byte order, so the bytes of a pixel are
    /// red, green, blue and alpha.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue) }

    /// Where the alpha is, like `CGImage.alphaInfo`: `premultipliedLast`.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// The image's color space, like `CGImage.colorSpace`: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The image's bytes in the layout above, like `CGImage.dataProvider`: what code
    /// that reads a pixel's color (`CFDataGetBytePtr(image.dataProvider!.data!)`)
    /// reads on iOS for an image decoded from a PNG with alpha. Made once; its data
    /// shares the provider's storage, so a pointer into it stays valid while the
    /// image lives, as on iOS.
    public var dataProvider: CGDataProvider? {
        providerOfBytes.value {
            let bitmap = image.bitmap
            var bytes = Data(count: bytesPerRow * height)
            bytes.withUnsafeMutableBytes { buffer in
                BitmapMirror(data: buffer.baseAddress!, bytesPerRow: bytesPerRow,
                             layout: .color(red: 0, green: 1, blue: 2, alpha: 3)).store(from: bitmap)
            }
            return CGDataProvider(data: bytes)!
        }
    }
}

/// An image's data provider, made once, from any thread.
final class ProviderOfBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var provider: CGDataProvider?

    /// The provider, made by `make` the first time.
    func value(_ make: () -> CGDataProvider) -> CGDataProvider {
        lock.lock()
        defer { lock.unlock() }
        if let provider { return provider }
        let made = make()
        provider = made
        return made
    }
}
