import EaselPNG
import Foundation

/// The folder a test run or a shard of `easel compare` leaves its outcomes in: one
/// ``RunRecord`` per image in the ``RunJournal``s under `records/` (one a writer), and
/// the pictures of the images that are not unchanged under `images/<name>/`, the layout
/// of a ``ReportFolder`` (so the report folder of `easel compare --shard` is a run
/// folder too).
///
/// Pictures are written all at once (a temporary file renamed into place) before the
/// record that names them, and each record is one appended line, so tests running in
/// parallel, in one process or several, never see half a record. An image recorded
/// again (a test run again into the same folder) is the later record: journals are read
/// in the order they were opened, and lines in the order they were written. A process
/// killed while writing leaves a line cut short: reading the folder names it instead of
/// failing.
public struct RunFolder: Sendable, Hashable {
    /// The folder's path.
    public let path: String

    /// The subfolder of the journals.
    static let recordsFolderName = "records"

    /// The run folder at `path`, which need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// Opens a journal of this folder's for one writer (creating the folder).
    public func openJournal() throws(DiffError) -> RunJournal {
        try RunJournal(in: self)
    }

    /// A file of the folder that is not a whole record.
    public struct IncompleteRecord: Sendable, Equatable, CustomStringConvertible {
        /// The file, and the line of a journal, under the run folder
        /// (`records/<journal>:<line>`).
        public let path: String
        /// What is wrong with it.
        public let reason: String

        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// What the folder holds.
    public struct Contents: Sendable {
        /// Every whole record, failures first, then by name.
        public let records: [RunRecord]
        /// The lines and files that are not whole records, in the order they were read.
        public let incomplete: [IncompleteRecord]
        /// Where each image's record is (`records/<journal>:<line>`), by image name.
        let locations: [String: String]
    }

    /// Reads every record, the latest of each image. A line that is not a whole record
    /// (cut short, corrupt, of another format, naming a picture that is not there), and a
    /// file that is not a journal, are listed as incomplete; only a folder that cannot be
    /// read at all is an error. The journals this process has open are read from memory.
    public func read() throws(DiffError) -> Contents {
        guard FileSystem.kind(of: path) == .folder else {
            throw FileSystem.kind(of: path) == .missing ? .missing(path: path) : .notARunFolder(path: path)
        }
        let recordsFolder = path + "/" + Self.recordsFolderName
        guard FileSystem.kind(of: recordsFolder) == .folder else { throw .notARunFolder(path: path) }
        // Each image's latest record, and where it is: the journal (by its index in
        // `journals`) and the line; the location is spelled out only for those kept.
        var latest: [String: (record: RunRecord, journal: Int, line: Int)] = [:]
        var journals: [String] = []
        var incomplete: [IncompleteRecord] = []
        for file in try Self.contents(of: recordsFolder).sorted() {
            let relative = Self.recordsFolderName + "/" + file
            guard file.hasSuffix("." + RunJournal.fileExtension), let journal = records(inJournal: recordsFolder + "/" + file) else {
                incomplete.append(IncompleteRecord(path: relative, reason: "not a journal of records"))
                continue
            }
            journals.append(relative)
            latest.reserveCapacity(latest.count + journal.count)
            for (line, result) in journal {
                switch result {
                case .success(let record): latest[record.name] = (record, journals.count - 1, line)
                case .failure(let problem): incomplete.append(IncompleteRecord(path: "\(relative):\(line)", reason: problem.reason))
                }
            }
        }
        // Sorted by their keys alone: a record is a large value, costly to move about.
        let unsorted = latest.values.map(\.record)
        let keys = unsorted.map { ($0.failed ? 0 : 1, $0.name) }
        let records = unsorted.indices.sorted { keys[$0] < keys[$1] }.map { unsorted[$0] }
        return Contents(records: records, incomplete: incomplete,
                        locations: latest.mapValues { "\(journals[$0.journal]):\($0.line)" })
    }

    /// The records of the journal file at `path`, by line number; `nil` when it is not
    /// a file that can be read. A journal this process has open gives the records it
    /// wrote without its lines being read again (a test run's last process writing the
    /// report: a record of each of its assertions); any other is parsed.
    private func records(inJournal path: String) -> [(line: Int, Result<RunRecord, RecordFields.Problem>)]? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        if let written = RunJournal.recordsWritten(toFile: FileIdentity(status), size: Int(status.st_size)) {
            return written.enumerated().map { ($0 + 1, checked($1)) }
        }
        return FileManager.default.contents(atPath: path).map(records(inLines:))
    }

    /// The records of a journal's lines, by line number, read by ``RunRecord/init(line:)``.
    private func records(inLines data: Data) -> [(line: Int, Result<RunRecord, RecordFields.Problem>)] {
        let lines = Self.lines(of: data)
        let unfinished = data.last != UInt8(ascii: "\n")
        return data.withUnsafeBytes { bytes in
            lines.enumerated().compactMap { index, line in
                guard !line.isEmpty else { return nil }
                guard !(unfinished && index == lines.count - 1) else {
                    return (index + 1, .failure(RecordFields.Problem(
                        reason: "an unfinished record: the process writing it stopped before it finished")))
                }
                do throws(RecordFields.Problem) {
                    return (index + 1, checked(try RunRecord(line: UnsafeRawBufferPointer(rebasing: bytes[line]))))
                } catch {
                    return (index + 1, .failure(RecordFields.Problem(reason: "not a whole record: \(error.reason)")))
                }
            }
        }
    }

    /// The byte ranges of the lines of `data`, without their line ends; the last one
    /// runs to the end when the data does not end with a line end.
    private static func lines(of data: Data) -> [Range<Int>] {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Range<Int>] in
            var lines: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
                guard let end = memchr(rest.baseAddress!, 0x0A, rest.count) else {
                    lines.append(start..<bytes.count)
                    break
                }
                let lineEnd = start + (UnsafeRawPointer(end) - rest.baseAddress!)
                lines.append(start..<lineEnd)
                start = lineEnd + 1
            }
            return lines
        }
    }

    /// `record`, when it is one of this folder's: of this format, with figures that are
    /// a difference and pictures that are in the folder.
    private func checked(_ record: RunRecord) -> Result<RunRecord, RecordFields.Problem> {
        if record.figures != nil, record.figures?.difference == nil {
            return .failure(RecordFields.Problem(reason: "its figures are not a difference (negative counts or a bad bounding box)"))
        }
        for picture in record.allPictures {
            guard !picture.split(separator: "/").contains(".."), !picture.hasPrefix("/") else {
                return .failure(RecordFields.Problem(reason: "its picture \(picture) is outside the run folder"))
            }
            guard FileSystem.kind(of: path + "/" + picture) == .file else {
                return .failure(RecordFields.Problem(reason: "its picture \(picture) is missing"))
            }
        }
        return .success(record)
    }

    private static func contents(of folder: String) throws(DiffError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadableFolder(path: folder, reason: FileSystem.reason(for: error))
        }
    }
}
