import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// `.animation(duration:fps:)`: the APNG it writes, read back by a chunk checker of this
/// file's own (Debian's libpng has no APNG patch: `png_get_acTL` is not in its
/// headers), and its frame-by-frame comparison.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct AnimationSnapshotTests {
    /// A 40×20 white view with a red 10×10 square at its left edge that `slide` moves
    /// 30 points right in half a second, at a constant speed.
    static func slidingSquare() -> (view: View, slide: @MainActor (View) -> Void) {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let square = View(frame: CGRect(x: 0, y: 5, width: 10, height: 10))
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        view.addSubview(square)
        return (view, { _ in View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 30 }) })
    }

    @Test func theAnimationIsAnAPNGOfOneFramePerStepWithExactDelays() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let (view, slide) = Self.slidingSquare()
        let result = verifySnapshot(of: view, as: .animation(duration: 0.5, fps: 10, actions: slide), named: "slide",
                                    snapshotDirectory: directory)
        #expect(result.outcome == .recorded(.missing, mismatch: nil))
        let file = try #require(FileManager.default.contents(atPath: result.reference.path))
        let chunks = try APNGChecker.chunks(of: [UInt8](file))
        #expect(chunks.filter { !$0.crcIsValid }.isEmpty)
        // The encoder writes a frame's rows in bands, one data chunk each: frame 0's are
        // IDAT (the image a decoder without APNG shows), the others' fdAT.
        let types = chunks.map(\.type).reduce(into: [String]()) { runs, type in if runs.last != type { runs.append(type) } }
        let laterFrames: [String] = Array(repeating: ["fcTL", "fdAT"], count: 5).flatMap { $0 }
        let expectedTypes: [String] = ["IHDR", "acTL", "fcTL", "IDAT"] + laterFrames + ["IEND"]
        #expect(types == expectedTypes)
        // acTL: 6 frames, played for ever.
        #expect(chunks[1].data == [0, 0, 0, 6, 0, 0, 0, 0])
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        // Sequence numbers run 0, 1, 2 … through fcTL and fdAT chunks alike.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.map { Int(APNGChecker.uint32($0.data, 0)) } == Array(0..<sequenced.count))
        for control in controls {
            #expect(Array(control[4..<12]) == [0, 0, 0, 40, 0, 0, 0, 20], "whole-canvas frames")
            #expect(Array(control[12..<20]) == [0, 0, 0, 0, 0, 0, 0, 0], "at the origin")
            #expect(Array(control[20..<24]) == [0, 1, 0, 10], "delay 1/10 s")
            #expect(Array(control[24..<26]) == [0, 0], "dispose none, blend source")
        }
        // Each frame decodes, and the square is where a linear slide puts it: 6 points
        // further every tenth of a second.
        let frames = try APNGChecker.framePNGs(of: chunks).map { try Image(pngData: Data($0)) }
        for (index, frame) in frames.enumerated() {
            let x = index * 6
            #expect(pixel(frame, x: x, y: 10) == [255, 0, 0, 255], "frame \(index): the square's left column")
            #expect(pixel(frame, x: x + 9, y: 10) == [255, 0, 0, 255], "frame \(index): its right column")
            if x > 0 { #expect(pixel(frame, x: x - 1, y: 10) == [255, 255, 255, 255], "frame \(index): white before it") }
            if x + 10 < 40 { #expect(pixel(frame, x: x + 10, y: 10) == [255, 255, 255, 255], "frame \(index): white after it") }
        }
        // The same view and actions give the same file.
        let (again, slideAgain) = Self.slidingSquare()
        let second = verifySnapshot(of: again, as: .animation(duration: 0.5, fps: 10, actions: slideAgain),
                                    named: "slide", snapshotDirectory: directory)
        #expect(second.outcome == .matched(byteIdentical: true))
    }

    @Test func aDifferentAnimationNamesTheFramesThatDiffer() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let (view, slide) = Self.slidingSquare()
        _ = verifySnapshot(of: view, as: .animation(duration: 0.5, fps: 10, actions: slide), named: "slide",
                           snapshotDirectory: directory)
        // The square starts 6 points further right and stops at the same place: only
        // the frames before the end differ.
        let (moved, _) = Self.slidingSquare()
        let square = moved.subviews[0]
        square.frame.origin.x = 6
        let slower: @MainActor (View) -> Void = { _ in
            View.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 30 })
        }
        let result = withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: directory)) {
            verifySnapshot(of: moved, as: .animation(duration: 0.5, fps: 10, actions: slower), named: "slide",
                           snapshotDirectory: directory)
        }
        guard case .failed(.animationDiffers(_, _, let frames, rerecorded: false)) = result.outcome else {
            Issue.record("expected the frames to differ, got \(result.outcome)")
            return
        }
        #expect(frames == [0, 1, 2, 3, 4])
        // 6 columns of 10 pixels turn red ahead of the square and 6 turn white behind it.
        #expect(result.failureMessage?.contains("frame 0: 120 pixels differ; frame 1: 120 pixels differ") == true)
        #expect(result.failureMessage?.contains("frame 5") == false)
    }

    @Test func aViewFadingOutKeepsOnePixelFormatForAllItsFrames() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let (view, _) = Self.slidingSquare()
        // Opaque at first (a PNG without alpha), then half and fully transparent.
        let fade: @MainActor (View) -> Void = { view in
            View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        }
        let result = verifySnapshot(of: view, as: .animation(duration: 0.2, fps: 10, actions: fade), snapshotDirectory: directory)
        #expect(result.outcome == .recorded(.missing, mismatch: nil))
        let chunks = try APNGChecker.chunks(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: result.reference.path))))
        #expect(chunks[0].data[9] == 6, "RGBA for every frame")
        let frames = try APNGChecker.framePNGs(of: chunks).map { try Image(pngData: Data($0)) }
        #expect(frames.map { $0.rgbaBytes[3] } == [255, 128, 0])
    }

    @Test func aNegativeDurationOrAnUnstorableRateFailsWithoutRecording() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let (view, _) = Self.slidingSquare()
        let result = verifySnapshot(of: view, as: .animation(duration: -1, fps: 10), snapshotDirectory: directory)
        #expect(result.outcome == .failed(.invalidAnimation(duration: -1, fps: 10)))
        let tooFast = verifySnapshot(of: view, as: .animation(duration: 1, fps: 70_000), snapshotDirectory: directory)
        #expect(tooFast.outcome == .failed(.invalidAnimation(duration: 1, fps: 70_000)))
        #expect(files(under: directory).isEmpty)
    }

    private func pixel(_ image: Image, x: Int, y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.rgbaBytes[offset..<offset + 4])
    }
}

/// Reads PNG chunks on its own (not with Easel's reader), checks their CRCs, and
/// rebuilds each APNG frame as a stand-alone PNG.
enum APNGChecker {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcIsValid: Bool
    }

    struct Malformed: Error {}

    static func chunks(of bytes: [UInt8]) throws -> [Chunk] {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Malformed() }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(uint32(bytes, offset))
            let typeAndData = Array(bytes[offset + 4 ..< offset + 8 + length])
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(typeAndData[4...]),
                                crcIsValid: crc32(typeAndData) == uint32(bytes, offset + 8 + length)))
            offset += 12 + length
        }
        guard offset == bytes.count else { throw Malformed() }
        return chunks
    }

    /// Each frame: the IHDR, its IDAT or fdAT data (without the sequence numbers) as
    /// IDAT chunks, and IEND.
    static func framePNGs(of chunks: [Chunk]) throws -> [[UInt8]] {
        guard let header = chunks.first, header.type == "IHDR" else { throw Malformed() }
        var frames: [[[UInt8]]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": frames.append([])
            case "IDAT": frames[frames.count - 1].append(chunk.data)
            case "fdAT": frames[frames.count - 1].append(Array(chunk.data[4...]))
            default: break
            }
        }
        return frames.map { parts in
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += chunk("IHDR", header.data)
            for part in parts { png += chunk("IDAT", part) }
            return png + chunk("IEND", [])
        }
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    /// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320), bit by bit.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
