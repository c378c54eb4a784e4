import EaselPNG

/// Why a comparison could not be made or its results written. Every case names the
/// file or folder at fault; `description` is the message a user sees.
public enum DiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path given to compare does not exist.
    case missing(path: String)
    /// One path is a folder and the other a file.
    case mixedKinds(folder: String, file: String)
    /// A folder could not be listed.
    case unreadableFolder(path: String, reason: String)
    /// An image could not be read or decoded (the PNG error names the file).
    case image(PNGError)
    /// The ignore file could not be read.
    case unreadableIgnoreFile(path: String, reason: String)
    /// The ignore file is not what `IgnoreFile` describes; `keyPath` says where.
    case invalidIgnoreFile(path: String, keyPath: String, problem: String)
    /// The report folder holds files that are not an earlier report.
    case reportFolderInUse(path: String)
    /// A folder given as a run folder holds no `records/` folder.
    case notARunFolder(path: String)
    /// A compare shard's `shard.json` cannot be read.
    case unreadableShard(path: String, reason: String)
    /// Folders merged into one report are shards of different compares (other folders
    /// or options), or a compare shard and a test run.
    case unmergeableShards(path: String, other: String, reason: String)
    /// A run folder has incomplete records where a whole run is needed.
    case incompleteRun(path: String, count: Int, first: String)
    /// No failed record of a run folder is what was asked for.
    case noSuchRecord(folder: String, selection: String)
    /// A report, summary or baseline file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A file would take the comparison past one of its `ComparisonLimits`; `excess`
    /// says by how much.
    case overLimit(path: String, excess: String, limit: ComparisonLimits.Name)

    /// The message a user sees: the file or folder, then what is wrong.
    public var description: String {
        switch self {
        case .missing(let path):
            "\(path): no such file or folder"
        case .mixedKinds(let folder, let file):
            "\(folder) is a folder but \(file) is a file: compare two PNG files or two folders"
        case .unreadableFolder(let path, let reason):
            "\(path): cannot list the folder: \(reason)"
        case .image(let error):
            error.description
        case .unreadableIgnoreFile(let path, let reason):
            "\(path): cannot read the ignore file: \(reason)"
        case .invalidIgnoreFile(let path, let keyPath, let problem):
            "\(path): \(keyPath): \(problem)"
        case .reportFolderInUse(let path):
            "\(path): the report folder holds other files; give an empty folder or an earlier report's"
        case .notARunFolder(let path):
            "\(path): not a run folder (it has no records/ folder; snapshot tests and easel compare --shard make one)"
        case .unreadableShard(let path, let reason):
            "\(path): \(reason)"
        case .unmergeableShards(let path, let other, let reason):
            "\(path) and \(other) cannot make one report: \(reason)"
        case .incompleteRun(let path, let count, let first):
            "\(path): \(count) incomplete \(count == 1 ? "record" : "records") (\(first)); run the tests again for a whole run"
        case .noSuchRecord(let folder, let selection):
            "\(folder): no failed snapshot of \(selection) in this run"
        case .cannotWrite(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .overLimit(let path, let excess, let limit):
            "\(path): \(excess) (change it with --limit \(limit.rawValue)=…)"
        }
    }
}
