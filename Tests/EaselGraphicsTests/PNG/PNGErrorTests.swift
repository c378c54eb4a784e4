import EaselGraphics
import Foundation
import Testing

/// Bad input gives a typed `PNGError` naming the file and the problem, never a crash
/// (libpng's longjmp included).
@Suite struct PNGErrorTests {
    /// The error `Image(contentsOfFile:)` throws for a file.
    private func error(reading path: String) -> PNGError? {
        do {
            _ = try Image(contentsOfFile: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func badCRCIsCorruptWithLibpngsMessage() throws {
        let path = PNGFixture.path("bad-crc.png")
        let failure = try #require(error(reading: path))
        #expect(failure == .corrupt(file: path, message: "IHDR: CRC error"))
        #expect(failure.description == "\(path): corrupt PNG: IHDR: CRC error")
    }

    @Test func badZlibDataIsCorrupt() throws {
        let path = PNGFixture.path("bad-zlib.png")
        let failure = try #require(error(reading: path))
        guard case .corrupt(let file, let message) = failure else {
            Issue.record("expected .corrupt, got \(failure)")
            return
        }
        #expect(file == path)
        #expect(message.hasPrefix("IDAT: "), "libpng's message: \(message)")
        #expect(failure.description.hasPrefix("\(path): corrupt PNG: IDAT: "))
    }

    @Test func emptyFile() throws {
        let path = PNGFixture.path("empty.png")
        let failure = try #require(error(reading: path))
        #expect(failure == .empty(file: path))
        #expect(failure.description == "\(path): not a PNG image: it is empty (0 bytes)")
    }

    @Test func notAPNG() throws {
        let path = PNGFixture.path("not-a-png.png")
        #expect(error(reading: path) == .notPNG(file: path))
        #expect(error(reading: path)?.description == "\(path): not a PNG image: it does not start with the PNG signature")
    }

    /// Cut inside the signature, inside IHDR, at a chunk boundary, inside IDAT, before
    /// IEND, and one byte short of the end.
    @Test func truncatedAtSeveralOffsets() throws {
        let directory = try TemporaryDirectory()
        let whole = try Data(contentsOf: URL(fileURLWithPath: PNGFixture.path("rgba16-interlaced.png")))
        for length in [1, 7, 8, 20, 33, 60, whole.count / 2, whole.count - 12, whole.count - 1] {
            let path = directory.path("cut-\(length).png")
            try whole.prefix(length).write(to: URL(fileURLWithPath: path))
            #expect(error(reading: path) == .truncated(file: path, length: length), "cut at \(length)")
            #expect(error(reading: path)?.description
                        == "\(path): truncated PNG: the data ends after \(length) bytes, before the image is complete")
        }
    }

    @Test func errorsFromDataInMemoryNameNoFile() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: PNGFixture.path("rgb8.png")))
        #expect(throws: PNGError.truncated(file: nil, length: 40)) { try Image(pngData: whole.prefix(40)) }
        #expect(throws: PNGError.empty(file: nil)) { try Image(pngData: Data()) }
        #expect(PNGError.notPNG(file: nil).description == "PNG data: not a PNG image: it does not start with the PNG signature")
    }

    @Test func everyPrefixOfAFileFailsCleanly() throws {
        // Whatever the cut, the decoder reports truncation and nothing else.
        let whole = try Data(contentsOf: URL(fileURLWithPath: PNGFixture.path("palette4-trns-interlaced.png")))
        for length in 1..<whole.count {
            #expect(throws: PNGError.truncated(file: nil, length: length)) { try Image(pngData: whole.prefix(length)) }
        }
    }

    @Test func everySingleByteCorruptionFailsCleanly() throws {
        // Flipping any byte after the signature breaks a CRC or the header, so libpng
        // rejects every variant, through its longjmp path, without crashing.
        let whole = try Data(contentsOf: URL(fileURLWithPath: PNGFixture.path("rgb8.png")))
        for offset in 8..<whole.count {
            var broken = whole
            broken[offset] ^= 0x5A
            #expect(throws: PNGError.self, "byte \(offset)") { try Image(pngData: broken) }
        }
    }

    @Test func unreadableFiles() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("missing.png")
        #expect(error(reading: missing) == .unreadableFile(path: missing, reason: "No such file or directory"))
        #expect(error(reading: missing)?.description == "\(missing): cannot read the file: No such file or directory")
        #expect(error(reading: directory.url.path) == .unreadableFile(path: directory.url.path, reason: "Is a directory"))
    }

    @Test func oversizedImageIsUnsupported() throws {
        // A valid header for a 40000×1 image: the reader stops at the first IDAT,
        // before allocating anything for the pixels.
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for chunk in [Array("IHDR".utf8) + [0, 0, 0x9C, 0x40, 0, 0, 0, 1, 8, 6, 0, 0, 0],
                      Array("IDAT".utf8) + [0x78, 0x01], Array("IEND".utf8)] {
            file += bigEndian(UInt32(chunk.count - 4)) + chunk + bigEndian(crc32(chunk))
        }
        #expect(throws: PNGError.unsupported(
            file: nil, reason: "the image is 40000 × 1 pixels, over the limit of 16384 pixels a side")) {
            try Image(pngData: file)
        }
    }

    @Test func imageTooLargeForItsDataIsTruncatedBeforeAnyAllocation() throws {
        // A 16000×16000 RGBA header (1 GB of pixels, within the pixel budget) with two
        // bytes of image data: no deflate stream that short can hold it.
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for chunk in [Array("IHDR".utf8) + [0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80, 8, 6, 0, 0, 0],
                      Array("IDAT".utf8) + [0x78, 0x01], Array("IEND".utf8)] {
            file += bigEndian(UInt32(chunk.count - 4)) + chunk + bigEndian(crc32(chunk))
        }
        #expect(throws: PNGError.truncated(file: nil, length: file.count)) { try Image(pngData: file) }
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309), as PNG chunks use it, bit by bit.
    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
