import EaselPNG
import Foundation

/// The folder a test run or a shard of `easel compare` leaves its outcomes in, one
/// ``RunRecord`` per image: `records/<xx>/<key>.json`, and the pictures of the images
/// that are not unchanged under `images/<name>/`, the layout of a ``ReportFolder``
/// (so the report folder of `easel compare --shard` is a run folder too).
///
/// Every file is written all at once (a temporary file renamed into place), so tests
/// running in parallel, in one process or several, never see half a record. Records
/// are spread over 256 subfolders by their hash, so that no folder grows to the size
/// of a whole test suite. A process killed while writing leaves its temporary file:
/// reading the folder names it instead of failing.
public struct RunFolder: Sendable, Hashable {
    /// The folder's path.
    public let path: String

    /// The run folder at `path`, which need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// A file of the folder that is not a whole record.
    public struct IncompleteRecord: Sendable, Equatable, CustomStringConvertible {
        /// The file, under the run folder.
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
        /// The files that are not whole records, by path.
        public let incomplete: [IncompleteRecord]
    }

    /// Writes `record`, after the pictures it names (`pictures` holds their bytes by
    /// relative path), so that a record never names a picture not yet written.
    public func write(_ record: RunRecord, pictures: [String: Data]) throws(DiffError) {
        for (relativePath, data) in pictures.sorted(by: { $0.key < $1.key }) {
            try FileSystem.write(data, to: path + "/" + relativePath)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(record) + Data("\n".utf8)
        } catch {
            throw .cannotWrite(path: recordPath(of: record.name), reason: "the record holds a value JSON cannot represent")
        }
        try FileSystem.write(data, to: recordPath(of: record.name))
    }

    /// The record file of the image `name`: a hash of the name, so any name makes a
    /// short, safe file name, and the same image always the same file (a test run
    /// again replaces its record).
    func recordPath(of name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16).leftPadded(to: 16)
        return "\(path)/records/\(hex.prefix(2))/\(hex).json"
    }

    /// Reads every record. A file that is not a whole record (cut short, corrupt, of
    /// another format, naming a picture that is not there) is listed as incomplete;
    /// only a folder that cannot be read at all is an error.
    public func read() throws(DiffError) -> Contents {
        guard FileSystem.kind(of: path) == .folder else {
            throw FileSystem.kind(of: path) == .missing ? .missing(path: path) : .notARunFolder(path: path)
        }
        let recordsFolder = path + "/records"
        guard FileSystem.kind(of: recordsFolder) == .folder else { throw .notARunFolder(path: path) }
        var records: [RunRecord] = []
        var incomplete: [IncompleteRecord] = []
        for file in try Self.files(under: recordsFolder) {
            let relative = "records/" + file
            switch readRecord(at: recordsFolder + "/" + file) {
            case .success(let record): records.append(record)
            case .failure(let problem): incomplete.append(IncompleteRecord(path: relative, reason: problem.reason))
            }
        }
        records.sort { ($0.failed ? 0 : 1, $0.name) < ($1.failed ? 0 : 1, $1.name) }
        return Contents(records: records, incomplete: incomplete.sorted { $0.path < $1.path })
    }

    private struct Problem: Error {
        let reason: String
    }

    private func readRecord(at file: String) -> Result<RunRecord, Problem> {
        let name = URL(fileURLWithPath: file).lastPathComponent
        if name.hasPrefix("."), name.hasSuffix(".tmp") {
            return .failure(Problem(reason: "an unfinished record: the process writing it stopped before it finished"))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(Problem(reason: "cannot be read"))
        }
        let record: RunRecord
        do {
            record = try JSONDecoder().decode(RunRecord.self, from: data)
        } catch {
            return .failure(Problem(reason: "not a whole record: \(Self.decodingProblem(error))"))
        }
        guard record.format == RunRecord.format, record.version == RunRecord.version else {
            return .failure(Problem(reason: "not an \(RunRecord.format) version \(RunRecord.version) record"))
        }
        if record.figures != nil, record.figures?.difference == nil {
            return .failure(Problem(reason: "its figures are not a difference (negative counts or a bad bounding box)"))
        }
        for picture in record.pictures.all {
            guard !picture.split(separator: "/").contains(".."), !picture.hasPrefix("/") else {
                return .failure(Problem(reason: "its picture \(picture) is outside the run folder"))
            }
            guard FileSystem.kind(of: path + "/" + picture) == .file else {
                return .failure(Problem(reason: "its picture \(picture) is missing"))
            }
        }
        return .success(record)
    }

    /// The relative paths of the files under `folder`, two levels deep, sorted.
    private static func files(under folder: String) throws(DiffError) -> [String] {
        var files: [String] = []
        for entry in try contents(of: folder) {
            let sub = folder + "/" + entry
            if FileSystem.kind(of: sub) == .folder {
                files += try contents(of: sub).map { entry + "/" + $0 }
            } else {
                files.append(entry)
            }
        }
        return files.sorted()
    }

    private static func contents(of folder: String) throws(DiffError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadableFolder(path: folder, reason: FileSystem.reason(for: error))
        }
    }

    /// The decoder's complaint in a few words, with the key it was at.
    private static func decodingProblem(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "the key \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON (cut short or corrupt)"
                : "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
