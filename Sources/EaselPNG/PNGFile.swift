import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file's bytes and writing pixels as a PNG file, with `PNGError`s that name
/// the file: what `Image`'s PNG methods and `EaselDiff` share.
package enum PNGFile {
    /// The file's bytes, with the system's reason when it cannot be read.
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

    /// Writes `pixels` as a PNG file, replacing the file at `path` all at once: a
    /// reader never sees a partial file (see `AtomicFile`).
    package static func write(_ pixels: PremultipliedRows, toFile path: String,
                              compression: PNGCompression = .fast) throws(PNGError) {
        guard let data = BandedPNGEncoder(compression: compression).encode(pixels) else {
            throw .unsupported(file: path, reason: "a \(pixels.width)×\(pixels.height) image has no pixels, and PNG cannot store an empty image")
        }
        do {
            try AtomicFile.write(data, toFile: path)
        } catch {
            throw .unwritableFile(path: path, reason: error.reason)
        }
    }
}
