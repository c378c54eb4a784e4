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
        let type = Array("daTa".utf8), body = [UInt8](repeating: 0xA5, count: padding)
        var chunk = bigEndian(UInt32(padding)) + type + body
        chunk += bigEndian(crc32(type + body))
        // IEND, the last chunk, is 12 bytes.
        return png.prefix(png.count - 12) + chunk + png.suffix(12)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// PNG's CRC-32 (ISO 3309, reflected polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
