import EaselPNG
import Foundation

/// The file-system questions and copies a comparison needs, with the system's reasons
/// when they fail.
enum FileSystem {
    enum Kind { case file, folder, missing }

    /// Whether `path` is a file, a folder (following links) or nothing.
    static func kind(of path: String) -> Kind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        return isFolder.boolValue ? .folder : .file
    }

    /// Creates `path` and its missing parents.
    static func createFolder(_ path: String) throws(DiffError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: reason(for: error))
        }
    }

    /// Writes `data` to `path` all at once (see `AtomicFile`), creating its folder.
    static func write(_ data: Data, to path: String) throws(DiffError) {
        try createFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        do {
            try AtomicFile.write(data, toFile: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Puts `data` at `destination` as a hard link to `source`, a file Easel wrote that
    /// holds the same bytes (a failure's artifact); written, where it cannot be linked.
    static func linkOrWrite(_ data: Data, from source: String, to destination: String) throws(DiffError) {
        guard try !hardLink(source, at: destination) else { return }
        try write(data, to: destination)
    }

    /// Puts the file at `source`, one Easel wrote (a run folder's picture), at
    /// `destination` as a hard link; copied, where it cannot be linked.
    static func linkOrCopy(_ source: String, to destination: String) throws(DiffError) {
        guard try !hardLink(source, at: destination) else { return }
        try copy(source, to: destination)
    }

    /// Links `destination` to the file at `source`, making its folder; whether it could
    /// (not across devices, nor over an existing file).
    ///
    /// One system call instead of a file created, written and renamed. Only for files
    /// Easel writes: they are replaced whole by a rename (see `AtomicFile`), never
    /// changed in place, so a link keeps the bytes it was made with, as a copy would.
    private static func hardLink(_ source: String, at destination: String) throws(DiffError) -> Bool {
        try createFolder(URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        return link(source, destination) == 0
    }

    /// Copies the file at `source` over `destination`, all at once.
    static func copy(_ source: String, to destination: String) throws(DiffError) {
        let data: Data
        do {
            data = try PNGFile.contents(ofFile: source)
        } catch {
            throw .image(error)
        }
        try write(data, to: destination)
    }

    /// The system's words for a Foundation file error ("No such file or directory").
    static func reason(for error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}
