import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file's bytes and writing pixels as a PNG file, with `PNGError`s that name
/// the file: what `Image`'s PNG methods and `EaselDiff` share.
package enum PNGFile {
    /// The file's bytes, with the system's reason when it cannot be read. Read into
    /// one buffer of the size the file has, growing only if the file grows meanwhile.
    package static func contents(ofFile path: String) throws(PNGError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        var data = Data(count: fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) + 1 : 1 << 16)
        var count = 0
        while true {
            if count == data.count { data.count *= 2 }
            let received = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if received == 0 {
                data.count = count
                return data
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            count += received
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
