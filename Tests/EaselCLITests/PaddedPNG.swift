import EaselGraphics
import Foundation

/// A small image as a large PNG file: the pixels, then a private ancillary chunk
/// (`daTa`, which decoders skip) of `padding` bytes. Comparing two such files costs
/// what their pixels cost, copying them what their bytes cost, so that a run of
/// `easel compare --update` spends most of its time writing references, where the
/// crash test wants its kills to land.
enum PaddedPNG {
    /// The PNG of `image` with `padding` bytes of ancillary data before its end.
    static func data(_ image: Image, padding: Int) -> Data? {
        guard let png = image.pngData() else { return nil }
        let chunk = PNGChunkBytes.chunk("daTa", [UInt8](repeating: 0xA5, count: padding))
        // IEND, the last chunk, is 12 bytes.
        return png.prefix(png.count - 12) + chunk + png.suffix(12)
    }
}
