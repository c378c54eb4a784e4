import EaselGraphics
import Foundation

/// Writes a window's frames as PNG files: each frame numbered in a directory
/// (`frame-000001.png`, …) or the latest frame at one path.
///
/// Frames are encoded in bands and only the bands a frame damaged are compressed
/// again, so a frame that changes a badge costs a fraction of a full encode. Every
/// file is written to a temporary file and renamed into place: a reader never sees a
/// partial PNG.
@preconcurrency @MainActor
public final class PNGFrameSink: FrameSink {
    /// Where the frames go.
    public enum Destination: Sendable {
        /// Every frame, as `frame-NNNNNN.png` (the frame's index, six digits) in a
        /// directory, which is created if missing.
        case directory(URL)
        /// Only the latest frame, replacing the file at each frame.
        case latestFrame(URL)
    }

    /// Where the frames go.
    public let destination: Destination
    /// The files written so far, in order (one path, repeated, for `.latestFrame`).
    public private(set) var writtenFiles: [URL] = []

    private let encoder: BandedPNGEncoder
    /// The index of the last frame encoded: a frame that does not follow it (the sink
    /// missed frames) cannot reuse the encoded bands, whose pixels may have changed.
    private var lastIndex: Int?

    /// A sink writing to `destination` with `compression` (fast by default).
    public init(_ destination: Destination, compression: PNGCompression = .fast) {
        self.destination = destination
        encoder = BandedPNGEncoder(compression: compression)
    }

    /// The file a frame of `index` goes to.
    public func url(forFrame index: Int) -> URL {
        switch destination {
        case .directory(let directory):
            return directory.appendingPathComponent(String(format: "frame-%06d.png", index))
        case .latestFrame(let url):
            return url
        }
    }

    public func receive(_ frame: Frame, framebuffer: Bitmap) throws {
        let follows = lastIndex.map { frame.index == $0 + 1 } ?? false
        lastIndex = frame.index
        guard let data = follows ? encoder.encode(framebuffer, damage: frame.damage) : encoder.encode(framebuffer)
        else { return }
        if case .directory(let directory) = destination {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let url = url(forFrame: frame.index)
        try AtomicFile.write(data, toFile: url.path)
        writtenFiles.append(url)
    }
}
