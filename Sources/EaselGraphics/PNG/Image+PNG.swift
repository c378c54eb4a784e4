import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing PNG, like `UIImage(contentsOfFile:)`, `UIImage(data:)` and
/// `UIImage.pngData()`, with typed errors where UIKit returns `nil`.
extension Image {
    /// Reads a PNG file. As with `UIImage(contentsOfFile:)`, a file name ending in
    /// `@2x` or `@3x` before its extension gives the image that scale; otherwise 1.
    /// An image over `budget` is refused before its pixels are allocated.
    public convenience init(contentsOfFile path: String, budget: PixelBudget = .standard) throws(PNGError) {
        let data = try Self.contents(ofFile: path)
        self.init(adopting: try PNGDecoder.bitmap(from: data, file: path, budget: budget), scale: Self.scale(ofFile: path))
    }

    /// Decodes PNG bytes, like `UIImage(data:scale:)`; an image over `budget` is
    /// refused before its pixels are allocated.
    public convenience init(pngData data: Data, scale: CGFloat = 1, budget: PixelBudget = .standard) throws(PNGError) {
        precondition(scale > 0 && scale.isFinite, "Image scale must be a positive number")
        self.init(adopting: try PNGDecoder.bitmap(from: data, file: nil, budget: budget), scale: scale)
    }

    /// The image as PNG, like `UIImage.pngData()`: 8-bit RGB when every pixel is
    /// opaque, RGBA with straight alpha otherwise. `nil` for an image without pixels,
    /// which PNG cannot store (UIKit returns `nil` too).
    public func pngData(compression: PNGCompression = .fast) -> Data? {
        BandedPNGEncoder(compression: compression).encode(bitmap)
    }

    /// Writes the image as a PNG file, replacing the file at `path` all at once: a
    /// reader never sees a partial file (see `AtomicFile`). The equivalent of
    /// `pngData()` followed by `Data.write(to:options: .atomic)`.
    public func writePNG(toFile path: String, compression: PNGCompression = .fast) throws(PNGError) {
        guard let data = pngData(compression: compression) else {
            throw .unsupported(file: path, reason: "a \(pixelWidth)×\(pixelHeight) image has no pixels, and PNG cannot store an empty image")
        }
        do {
            try AtomicFile.write(data, toFile: path)
        } catch {
            throw .unwritableFile(path: path, reason: error.reason)
        }
    }

    /// The scale UIKit reads from a `name@2x.png`-style file name.
    private static func scale(ofFile path: String) -> CGFloat {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
              let scale = Int(name[name.index(after: at)..<name.index(before: name.endIndex)]),
              scale > 0 else { return 1 }
        return CGFloat(scale)
    }

    /// The file's bytes, with the system's reason when it cannot be read (also what
    /// `EaselDiff` reads files with).
    package static func contents(ofFile path: String) throws(PNGError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
