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

    /// What a file holds before its pixels are read: its size in bytes and, when it
    /// starts as a PNG does (the signature, then the IHDR chunk), the image's width and
    /// height. Reads 24 bytes, so that the memory a comparison needs is known before
    /// the file is read.
    package static func header(ofFile path: String) throws(PNGError) -> (bytes: Int, pixels: (width: Int, height: Int)?) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        var start = [UInt8](repeating: 0, count: 24)
        let received = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 24, 0) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        let bytes = max(0, Int(status.st_size))
        guard received == 24, start.prefix(16).elementsEqual(signature) else { return (bytes, nil) }
        func bigEndian(_ offset: Int) -> Int { start[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bytes, (bigEndian(16), bigEndian(20)))
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
