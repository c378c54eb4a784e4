extension ComparisonRun {
    /// The run that the records of `folders` make: every whole record as an image,
    /// failures first, then by name. An image recorded in two folders is kept from the
    /// first and the other record listed as incomplete; so are the folders' files that
    /// are not whole records (``incompleteRecords``).
    ///
    /// Folders that are the shards of one `easel compare --shard` make the run that
    /// compare makes unsharded: its folders and options, its images by name, each with
    /// its baseline and current file; a shard that is not among them is listed as
    /// incomplete. Shards of different compares, or shards with a test run, are an error.
    public init(records folders: [RunFolder]) throws(DiffError) {
        let shard = try Self.commonCompareShard(of: folders)
        var images: [ComparedImage] = []
        var incomplete: [RunFolder.IncompleteRecord] = []
        var seen: [String: RunFolder] = [:]
        for folder in folders {
            let contents = try folder.read()
            incomplete += contents.incomplete.map { RunFolder.IncompleteRecord(path: folder.path + "/" + $0.path, reason: $0.reason) }
            for record in contents.records {
                if let first = seen[record.name] {
                    incomplete.append(RunFolder.IncompleteRecord(
                        path: folder.path + "/" + (contents.locations[record.name] ?? RunFolder.recordsFolderName),
                        reason: "\(record.name) is recorded in \(first.path) too; the report shows that one"))
                    continue
                }
                seen[record.name] = folder
                images.append(ComparedImage(record, in: folder, of: shard?.shard))
            }
        }
        if let common = shard {
            let shard = common.shard
            images.sort { $0.name < $1.name }
            incomplete += (1...shard.count).filter { !common.indices.contains($0) }.map { missing in
                RunFolder.IncompleteRecord(path: "shard \(missing)/\(shard.count)",
                                           reason: "a shard not given to merge")
            }
            self.init(baseline: shard.baseline, current: shard.current, comparesFolders: shard.comparesFolders,
                      options: shard.options, allowance: shard.allowance, images: images)
        } else {
            images.sort { ($0.exceedsAllowance ? 0 : 1, $0.name) < ($1.exceedsAllowance ? 0 : 1, $1.name) }
            let paths = folders.map(\.path).joined(separator: ", ")
            self.init(baseline: paths, current: paths, comparesFolders: true, options: ComparisonOptions(),
                      allowance: Allowance(), images: images)
            runFolders = folders
        }
        incompleteRecords = incomplete
    }

    /// The compare that `folders` are shards of, and the shards' indices; `nil` when
    /// none is a compare shard (a test run).
    private static func commonCompareShard(of folders: [RunFolder])
        throws(DiffError) -> (shard: CompareShard, indices: Set<Int>)? {
        var first: (folder: RunFolder, shard: CompareShard?)?
        var indices: Set<Int> = []
        for folder in folders {
            let shard = try folder.compareShard()
            if let shard { indices.insert(shard.index) }
            guard let first else {
                first = (folder, shard)
                continue
            }
            switch (first.shard, shard) {
            case (nil, nil):
                continue
            case (nil, _?), (_?, nil):
                throw .unmergeableShards(path: first.folder.path, other: folder.path,
                                         reason: "one is a test run's, the other a shard of easel compare")
            case let (expected?, shard?):
                guard shard.isShard(ofSameRunAs: expected) else {
                    throw .unmergeableShards(path: first.folder.path, other: folder.path,
                                             reason: "they are shards of different compares (other folders, options or shard counts)")
                }
            }
        }
        return first?.shard.map { ($0, indices) }
    }
}

extension ComparedImage {
    /// The image of `record`, its pictures in `folder`: for a compare shard's record,
    /// with the baseline and current files the shard compared.
    init(_ record: RunRecord, in folder: RunFolder, of shard: CompareShard?) {
        let picture = { (relative: String?) in relative.map { folder.path + "/" + $0 } }
        let baseline, current: String?
        if let shard {
            baseline = record.reference
            current = record.status == .removed ? nil : shard.currentPath(of: record.name)
        } else {
            baseline = picture(record.pictures.baseline)
            current = picture(record.pictures.current)
        }
        self.init(name: record.name, baselinePath: baseline, currentPath: current, status: record.status,
                  difference: record.figures?.difference, identicalBytes: record.identicalBytes,
                  exceedsAllowance: record.failed)
        origin = RecordOrigin(folder: folder, record: record)
    }
}

/// Where an image of a report made from records comes from: its record, in its folder.
public struct RecordOrigin: Sendable, Equatable {
    /// The run folder.
    public let folder: RunFolder
    /// The record.
    public var record: RunRecord { storage.record }
    /// The record, shared by every copy of the image: the report copies each image
    /// several times, and a record holds a score of strings to retain at each copy.
    private let storage: Storage

    private final class Storage: Sendable {
        let record: RunRecord
        init(_ record: RunRecord) { self.record = record }
    }

    init(folder: RunFolder, record: RunRecord) {
        self.folder = folder
        storage = Storage(record)
    }

    public static func == (lhs: RecordOrigin, rhs: RecordOrigin) -> Bool {
        lhs.folder == rhs.folder && (lhs.storage === rhs.storage || lhs.record == rhs.record)
    }

    /// The file of one of the image's pictures in the run folder, when the record has it.
    public func path(of picture: ReportFolder.Picture) -> String? {
        let relative = switch picture {
        case .baseline: record.pictures.baseline
        case .current: record.pictures.current
        case .diff: record.pictures.diff
        }
        return relative.map { folder.path + "/" + $0 }
    }

    /// The shell command that accepts this image's current picture as its reference.
    public var acceptCommand: String {
        "easel snapshots accept \(ShellQuoting.quote(folder.path)) --image \(ShellQuoting.quote(record.name))"
    }
}

extension ReportFolder {
    /// Links (or copies) into the folder the pictures of every image of `run`, a run
    /// made from records, that the page shows: an animation's frame diffs too.
    public func storePictures(of run: ComparisonRun) throws(DiffError) {
        for image in run.images {
            try store(image, diffImage: nil)
            guard let origin = image.origin else { continue }
            for frame in origin.record.differingFrames ?? [] {
                guard let diff = frame.diff else { continue }
                try FileSystem.linkOrCopy(origin.folder.path + "/" + diff,
                                    to: path + "/" + ReportFolder.relativePath(of: image.name, frameDiff: frame.number))
            }
        }
    }
}
