import CPNG
import Foundation

/// A PNG file split into its chunks, to check the encoder's structure with zlib's own
/// CRC-32 and inflate.
struct ChunkedPNG {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcIsValid: Bool
    }

    let chunks: [Chunk]

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, at: offset))
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            let crc = typeAndData.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                                data: Array(typeAndData.dropFirst(4)),
                                crcIsValid: crc == Self.bigEndian(bytes, at: offset + 8 + length)))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    /// The IHDR colour type: 2 for RGB, 6 for RGBA.
    var colorType: UInt8 { chunks[0].data[9] }

    /// The IDAT chunks' bytes.
    var imageData: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }

    /// The image data inflated by zlib's `uncompress`, which checks the zlib header
    /// and the Adler-32; `nil` when zlib rejects the stream.
    func inflatedImageData(capacity: Int = 1 << 24) -> [UInt8]? {
        let source = imageData
        var target = [UInt8](repeating: 0, count: capacity)
        var length = UInt(capacity)
        let status = uncompress(&target, &length, source, UInt(source.count))
        return status == Z_OK ? Array(target.prefix(Int(length))) : nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
