import EaselPNG
import Foundation
import Synchronization

/// One writer's records in a ``RunFolder``: a file of its own under `records/`, one
/// JSON record a line (``RunRecord/jsonLine``), each line appended with one write.
///
/// A test process records every snapshot it takes, and most of them pass: a file
/// created and renamed for each one costs as much as the assertion on a busy disk,
/// where an append costs a few microseconds. Each process (each shard of
/// `easel compare`) appends to a journal of its own, so writers never share a file;
/// the file's name starts with the time it was opened, so that reading the folder in
/// name order meets a later run's records after an earlier one's, and a snapshot taken
/// again replaces its record. A writer killed mid-line leaves a line without its end,
/// which reading names instead of failing.
public final class RunJournal: Sendable {
    /// The run folder it records in.
    public let folder: RunFolder
    /// The journal's file.
    public let path: String
    private let descriptor: Mutex<Int32>

    /// The suffix of journal files.
    static let fileExtension = "jsonl"

    /// Opens a new journal in `folder`, creating the folder.
    init(in folder: RunFolder) throws(DiffError) {
        self.folder = folder
        let records = folder.path + "/" + RunFolder.recordsFolderName
        try FileSystem.createFolder(records)
        let time = UInt64(Date().timeIntervalSince1970 * 1_000_000_000)
        let name = String(time).leftPadded(to: 20) + "-" + String(getpid()) + "-"
            + String(UInt32.random(in: .min ... .max), radix: 16).leftPadded(to: 8)
        path = records + "/" + name + "." + Self.fileExtension
        // O_EXCL: never append to a file someone else made; O_APPEND: each line lands
        // whole at the end.
        let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        descriptor = Mutex(opened)
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }

    /// Whether the journal's file is gone: its run folder was removed since it was
    /// opened (a test cleaning up), so that records appended now would be lost.
    public var isRemoved: Bool {
        descriptor.withLock { descriptor in
            var status = stat()
            return fstat(descriptor, &status) != 0 || status.st_nlink == 0
        }
    }

    /// Appends `record`, after the pictures it names (`pictures` holds their bytes by
    /// path relative to the run folder), so that a record never names a picture not yet
    /// written.
    public func append(_ record: RunRecord, pictures: [String: Data]) throws(DiffError) {
        for (relativePath, data) in pictures.sorted(by: { $0.key < $1.key }) {
            try FileSystem.write(data, to: folder.path + "/" + relativePath)
        }
        let line = record.jsonLine
        let failure = descriptor.withLock { descriptor in
            line.withUnsafeBytes { AtomicFile.writeAll($0, to: descriptor) }
        }
        if let failure { throw .cannotWrite(path: path, reason: failure) }
    }
}
