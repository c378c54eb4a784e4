import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece and published all at once, like `AtomicFile` for
/// output that is produced over time (a trace): the pieces go to a temporary file
/// beside the destination, renamed over it by `finish()`. Until then, and if the
/// writer dies first, the destination keeps its old contents (or stays absent).
package final class AtomicFileStream {
    /// The destination.
    package let path: String
    private let temporary: String
    private var descriptor: Int32
    /// The first write that failed; `finish()` reports it.
    private var failure: String?

    /// Starts a new file that will replace the one at `path`.
    package init(path: String) throws(AtomicFileError) {
        self.path = path
        (temporary, descriptor) = try AtomicFile.createTemporaryFile(for: path)
    }

    /// Appends `data`. A failure is kept for `finish()`, so that a full disk surfaces
    /// once, where the file is published.
    package func append(_ data: Data) {
        guard descriptor >= 0, failure == nil else { return }
        failure = data.withUnsafeBytes { AtomicFile.writeAll($0, to: descriptor) }
    }

    /// Closes the file and renames it over the destination; after a failed write the
    /// temporary file is removed instead and the destination is left as it was.
    package func finish() throws(AtomicFileError) {
        guard descriptor >= 0 else { return }
        if close(descriptor) != 0, failure == nil { failure = AtomicFile.errorText() }
        descriptor = -1
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
        try AtomicFile.moveIntoPlace(temporary, path)
    }

    deinit {
        // Dropped without `finish()`: the output is incomplete, so it is not published.
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary)
        }
    }
}
