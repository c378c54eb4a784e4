import Dispatch
import EaselPNG
import Foundation

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
///
/// The journal also keeps the records it wrote, so that the process which wrote them
/// (a test run's last process, writing the report) reads its own journal from memory
/// instead of parsing its lines again (see ``RunFolder/read()``).
public final class RunJournal: @unchecked Sendable {
    /// The run folder it records in.
    public let folder: RunFolder
    /// The journal's file.
    public let path: String
    /// The file's identity, by which reading the folder knows the file for this one's.
    private let identity: FileIdentity?
    /// Serializes the appends, so that lines and ``written`` keep one order. A serial
    /// queue rather than `Synchronization.Mutex`, whose futex ThreadSanitizer cannot see
    /// through on Linux.
    private let queue = DispatchQueue(label: "easel.run-journal")
    private let descriptor: Int32
    /// The records written, in the order of their lines; `nil` once a write failed,
    /// which may have left part of a line in the file, or once a line did not read back
    /// as its record (reading then parses the file).
    private var written: [RunRecord]? = []
    /// The bytes of the lines written.
    private var writtenBytes = 0

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
        descriptor = opened
        identity = FileIdentity(ofOpenFile: opened)
        if let identity { Self.openJournals.add(self, as: identity) }
    }

    deinit {
        // Out of the registry before the file is closed, while no other file can have
        // its identity.
        if let identity { Self.openJournals.remove(identity) }
        close(descriptor)
    }

    /// Whether the journal's file is gone: its run folder was removed since it was
    /// opened (a test cleaning up), so that records appended now would be lost.
    public var isRemoved: Bool {
        var status = stat()
        return fstat(descriptor, &status) != 0 || status.st_nlink == 0
    }

    /// Appends `record`, after the pictures it names (`pictures` holds their bytes by
    /// path relative to the run folder), so that a record never names a picture not yet
    /// written. `files` names, by the same paths, files Easel wrote that already hold
    /// those bytes (a failure's artifacts): they are linked instead of written again.
    public func append(_ record: RunRecord, pictures: [String: Data],
                       linking files: [String: String] = [:]) throws(DiffError) {
        for (relativePath, data) in pictures.sorted(by: { $0.key < $1.key }) {
            let destination = folder.path + "/" + relativePath
            if let file = files[relativePath] {
                try FileSystem.linkOrWrite(data, from: file, to: destination)
            } else {
                try FileSystem.write(data, to: destination)
            }
        }
        let line = record.jsonLineBytes
        let failure = queue.sync { () -> String? in
            let failure = line.withUnsafeBytes { AtomicFile.writeAll($0, to: descriptor) }
            if failure == nil, record.readsBackAsItself {
                written?.append(record)
                writtenBytes += line.count
            } else {
                written = nil
            }
            return failure
        }
        if let failure { throw .cannotWrite(path: path, reason: failure) }
    }

    /// The records this process wrote to the journal file `identity`, in the order of
    /// their lines, while the journal is open and the file holds just those lines (it is
    /// `size` bytes long); `nil` for another writer's file, when a write failed, or when
    /// something else wrote to the file.
    static func recordsWritten(toFile identity: FileIdentity, size: Int) -> [RunRecord]? {
        guard let journal = openJournals.journal(identity) else { return nil }
        return journal.queue.sync { journal.writtenBytes == size ? journal.written : nil }
    }

    /// The journals open in this process, by their files' identities.
    private static let openJournals = OpenJournals()
}

/// The journals open in this process, held weakly: a journal leaves when it closes.
private final class OpenJournals: @unchecked Sendable {
    private struct Entry {
        weak var journal: RunJournal?
    }

    private let queue = DispatchQueue(label: "easel.run-journal.open")
    private var entries: [FileIdentity: Entry] = [:]

    func add(_ journal: RunJournal, as identity: FileIdentity) {
        queue.sync { entries[identity] = Entry(journal: journal) }
    }

    func remove(_ identity: FileIdentity) {
        queue.sync { entries[identity] = nil }
    }

    func journal(_ identity: FileIdentity) -> RunJournal? {
        queue.sync { entries[identity]?.journal }
    }
}
