import Foundation

/// An animated PNG (APNG 1.0, the format browsers play natively): one PNG whose chunks
/// hold several frames, each shown for its delay. A decoder that knows no APNG shows
/// the first frame, the file's ordinary image.
///
/// Easel writes whole frames: each covers the canvas, replaces what was there
/// (`APNG_BLEND_OP_SOURCE`) and is left in place (`APNG_DISPOSE_OP_NONE`), so every
/// frame is a complete image and no frame depends on another. It is made from PNGs
/// that Easel's encoder wrote, whose compressed rows it moves as they are.
public struct AnimatedPNG: Sendable, Equatable {
    /// One frame: a complete PNG image and how long it shows.
    public struct Frame: Sendable, Equatable {
        /// The frame as a stand-alone PNG file.
        public var png: Data
        /// The delay's numerator: the frame shows for `delayNumerator / delayDenominator`
        /// seconds (fcTL's `delay_num`).
        public var delayNumerator: UInt16
        /// The delay's denominator (fcTL's `delay_den`; 0 means 100, as the format says).
        public var delayDenominator: UInt16

        public init(png: Data, delayNumerator: UInt16, delayDenominator: UInt16) {
            self.png = png
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
        }

        /// The delay in seconds.
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    /// The frames, in order.
    public var frames: [Frame]
    /// How many times the animation plays; 0 (the default) for ever.
    public var plays: UInt32

    public init(frames: [Frame], plays: UInt32 = 0) {
        self.frames = frames
        self.plays = plays
    }

    /// The APNG file. Every frame must be a PNG of the same header (size, bit depth,
    /// color type) as the first, as frames of one window are once they share one
    /// format (`sharingOneFormat(_:)`).
    public func data() throws(PNGError) -> Data {
        guard let first = frames.first else { throw .unsupported(file: nil, reason: "an animated PNG needs at least one frame") }
        guard let header = try Self.chunks(of: first.png).first(where: { $0.type == .ihdr })?.data, header.count == 13 else {
            throw .corrupt(file: nil, message: "frame 0 has no 13-byte IHDR")
        }
        var file = PNGChunk.signature
        PNGChunk.append(.ihdr, header, to: &file)
        PNGChunk.append(.actl, PNGChunk.bigEndianBytes(UInt32(frames.count)) + PNGChunk.bigEndianBytes(plays), to: &file)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try Self.chunks(of: frame.png)
            guard chunks.first(where: { $0.type == .ihdr })?.data == header else {
                throw .unsupported(file: nil, reason: "frame \(index) differs from frame 0 in size or pixel format")
            }
            let size = Array(header[0..<8])
            let delay = Self.bigEndian16(frame.delayNumerator) + Self.bigEndian16(frame.delayDenominator)
            // sequence, width, height, x and y offsets, delay, dispose none, blend source.
            PNGChunk.append(.fctl, PNGChunk.bigEndianBytes(sequence) + size + [0, 0, 0, 0, 0, 0, 0, 0] + delay + [0, 0],
                            to: &file)
            sequence += 1
            for chunk in chunks where chunk.type == .idat {
                if index == 0 {
                    PNGChunk.append(.idat, chunk.data, to: &file)
                } else {
                    PNGChunk.append(.fdat, PNGChunk.bigEndianBytes(sequence) + chunk.data, to: &file)
                    sequence += 1
                }
            }
        }
        PNGChunk.append(.iend, [], to: &file)
        return Data(file)
    }

    /// The frames of an APNG file, each as a stand-alone PNG; a PNG without animation
    /// is one frame with no delay. Frames must cover the whole canvas, as Easel writes
    /// them; `file` names the input in errors.
    public init(data: Data, file: String? = nil) throws(PNGError) {
        let chunks = try Self.chunks(of: data, file: file)
        guard let header = chunks.first, header.type == .ihdr, header.data.count == 13 else {
            throw .corrupt(file: file, message: "the first chunk is not a 13-byte IHDR")
        }
        var frames: [Frame] = []
        var current: (control: [UInt8], data: [[UInt8]])?
        var plays: UInt32 = 0
        var defaultImage: [[UInt8]] = []
        func finish() throws(PNGError) {
            guard let (control, data) = current else { return }
            guard control[4..<12].elementsEqual(header.data[0..<8]), control[12..<20].allSatisfy({ $0 == 0 }) else {
                throw .unsupported(file: file, reason: "frame \(frames.count) covers part of the canvas; "
                                   + "Easel reads animated PNGs of whole frames, as it writes them")
            }
            var png = PNGChunk.signature
            PNGChunk.append(.ihdr, header.data, to: &png)
            for part in data { PNGChunk.append(.idat, part, to: &png) }
            PNGChunk.append(.iend, [], to: &png)
            frames.append(Frame(png: Data(png), delayNumerator: Self.uint16(control, at: 20),
                                delayDenominator: Self.uint16(control, at: 22)))
        }
        for chunk in chunks {
            switch chunk.type {
            case .actl where chunk.data.count == 8:
                plays = PNGChunk.uint32(chunk.data, at: 4)
            case .fctl:
                guard chunk.data.count == 26 else { throw .corrupt(file: file, message: "an fcTL chunk is not 26 bytes") }
                try finish()
                current = (chunk.data, [])
            case .idat:
                defaultImage.append(chunk.data)
                current?.data.append(chunk.data)
            case .fdat:
                guard chunk.data.count > 4, current != nil else {
                    throw .corrupt(file: file, message: "an fdAT chunk comes before any fcTL, or is empty")
                }
                current?.data.append(Array(chunk.data[4...]))
            default:
                break
            }
        }
        try finish()
        if frames.isEmpty { frames = [Frame(png: data, delayNumerator: 0, delayDenominator: 0)] }
        self.init(frames: frames, plays: plays)
    }

    /// The chunks of a PNG file, checked for length (not for CRC: the decoder of each
    /// frame checks its own data).
    static func chunks(of data: Data, file: String? = nil) throws(PNGError) -> [(type: PNGChunk.Kind?, data: [UInt8])] {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunk.signature else { throw .notPNG(file: file) }
        var chunks: [(type: PNGChunk.Kind?, data: [UInt8])] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw .truncated(file: file, length: bytes.count) }
            let length = Int(PNGChunk.uint32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { throw .truncated(file: file, length: bytes.count) }
            let type = PNGChunk.Kind(rawValue: PNGChunk.uint32(bytes, at: offset + 4))
            chunks.append((type, Array(bytes[offset + 8 ..< offset + 8 + length])))
            offset += 12 + length
            if type == .iend { break }
        }
        return chunks
    }

    private static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
