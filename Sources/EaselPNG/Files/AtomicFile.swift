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
///
/// A process killed while writing leaves its temporary file behind (nothing can remove
/// it then); the first write of a later process into the same directory removes it
/// (see `TemporaryFileName`).
package enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `data`.
    package static func write(_ data: Data, toFile path: String) throws(AtomicFileError) {
        let (temporary, descriptor) = try createTemporaryFile(for: path)
        var reason = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0, reason == nil { reason = errorText() }
        if let reason {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        try moveIntoPlace(temporary, path)
    }

    /// Removes the temporary files that writers killed before their rename left in
    /// `directory` (see `TemporaryFileName`). Every write sweeps its directory; a
    /// command that may write nothing to a folder of its outputs (an update with nothing
    /// to copy) calls this so that the folder is clean all the same.
    package static func removeAbandonedFiles(in directory: String) {
        TemporaryFileName.removeAbandonedFiles(in: directory)
    }

    /// Creates and opens for writing a new temporary file beside `path`, having first
    /// removed what killed writers abandoned in that directory.
    static func createTemporaryFile(for path: String) throws(AtomicFileError) -> (path: String, descriptor: Int32) {
        let name = TemporaryFileName(for: path)
        TemporaryFileName.removeAbandonedFiles(in: name.directory)
        // O_EXCL: never write through a file or link that someone else made.
        let descriptor = open(name.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .cannotCreateTemporaryFile(path: path, directory: name.directory, reason: errorText())
        }
        return (name.path, descriptor)
    }

    /// Renames the finished `temporary` over `path`, or removes it when that fails.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws(AtomicFileError) {
        guard rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .cannotReplace(path: path, reason: reason)
        }
    }

    /// Writes every byte to `descriptor`, retrying interrupted and short writes;
    /// returns why it failed, or nil.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errorText()
            }
            offset += written
        }
        return nil
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
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
