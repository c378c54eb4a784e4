@_implementationOnly import CPNG

/// PNG's file structure (PNG specification, section 5): the signature, then chunks of
/// a big-endian length, a four-letter type, the data and a CRC-32 of type and data.
enum PNGChunk {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk types the encoders write: PNG's, and APNG's animation control, frame
    /// control and frame data.
    enum Kind: UInt32 {
        case ihdr = 0x4948_4452
        case idat = 0x4944_4154
        case iend = 0x4945_4E44
        case actl = 0x6163_544C
        case fctl = 0x6663_544C
        case fdat = 0x6664_4154
    }

    /// The CRC-32 of a chunk's type and data.
    static func crc(type: Kind, data: [UInt8]) -> UInt32 {
        let typeBytes = bigEndianBytes(type.rawValue)
        let crcOfType = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
        return data.withUnsafeBufferPointer { UInt32(crc32(crcOfType, $0.baseAddress, UInt32($0.count))) }
    }

    /// Appends a chunk; `crc` when it is already known, as it is for kept bands.
    static func append(_ type: Kind, _ data: [UInt8], crc: UInt32? = nil, to file: inout [UInt8]) {
        file += bigEndianBytes(UInt32(data.count))
        file += bigEndianBytes(type.rawValue)
        file += data
        file += bigEndianBytes(crc ?? Self.crc(type: type, data: data))
    }

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
