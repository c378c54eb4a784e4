import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once or not at all, like `Data.write(to:options: .atomic)`:
/// the bytes go to a new temporary file in the destination's directory, which is then
/// renamed over the destination. A reader sees the old file or the complete new one,
/// never a partial file, even when the writer is interrupted.
///
/// The file is not `fsync`ed: the guarantee is against interrupted processes and
/// concurrent readers (what frame and snapshot writers need), not against power loss,
/// which would cost a disk flush per frame.
package enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `data`.
    package static func write(_ data: Data, toFile path: String) throws(AtomicFileError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        // Same directory, so that the rename stays on one file system and is atomic;
        // a dot name, so that directory listings of frames do not pick it up.
        let temporary = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"
        // O_EXCL: never write through a file or link that someone else made.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .cannotCreateTemporaryFile(path: path, directory: directory, reason: errorText())
        }
        var reason: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    reason = errorText()
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, reason == nil { reason = errorText() }
        if let reason {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .cannotReplace(path: path, reason: reason)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// POSIX `write(2)`, which `AtomicFile.write` would hide inside the type.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Why `AtomicFile` could not write a file; the destination was left as it was.
package enum AtomicFileError: Error, Equatable, CustomStringConvertible {
    /// The temporary file could not be made in the destination's directory.
    case cannotCreateTemporaryFile(path: String, directory: String, reason: String)
    /// Writing the bytes failed (a full disk, a quota).
    case cannotWrite(path: String, reason: String)
    /// The temporary file could not be renamed over the destination.
    case cannotReplace(path: String, reason: String)

    /// The destination path.
    package var path: String {
        switch self {
        case .cannotCreateTemporaryFile(let path, _, _), .cannotWrite(let path, _), .cannotReplace(let path, _): path
        }
    }

    /// What went wrong, without the path.
    package var reason: String {
        switch self {
        case .cannotCreateTemporaryFile(_, let directory, let reason): "cannot create a file in \(directory): \(reason)"
        case .cannotWrite(_, let reason): "writing failed: \(reason)"
        case .cannotReplace(_, let reason): "cannot move the new file into place: \(reason)"
        }
    }

    package var description: String { "\(path): \(reason)" }
}
