extension ComparisonRun {
    /// The run that the records of `folders` make: every whole record as an image,
    /// failures first, then by name. An image recorded in two folders is kept from the
    /// first and the other record listed as incomplete; so are the folders' files that
    /// are not whole records (``incompleteRecords``).
    public init(records folders: [RunFolder]) throws(DiffError) {
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
                images.append(ComparedImage(record, in: folder))
            }
        }
        images.sort { ($0.exceedsAllowance ? 0 : 1, $0.name) < ($1.exceedsAllowance ? 0 : 1, $1.name) }
        let paths = folders.map(\.path).joined(separator: ", ")
        self.init(baseline: paths, current: paths, comparesFolders: true, options: ComparisonOptions(),
                  allowance: Allowance(), images: images)
        runFolders = folders
        incompleteRecords = incomplete
    }
}

extension ComparedImage {
    /// The image of `record`, its pictures in `folder`.
    init(_ record: RunRecord, in folder: RunFolder) {
        let picture = { (relative: String?) in relative.map { folder.path + "/" + $0 } }
        self.init(name: record.name, baselinePath: picture(record.pictures.baseline),
                  currentPath: picture(record.pictures.current), status: record.status,
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
    public let record: RunRecord

    /// The diff image's file, when the record has one.
    public var diffPath: String? { record.pictures.diff.map { folder.path + "/" + $0 } }

    /// The shell command that accepts this image's current picture as its reference.
    public var acceptCommand: String {
        "easel snapshots accept \(ShellQuoting.quote(folder.path)) --image \(ShellQuoting.quote(record.name))"
    }
}

extension ReportFolder {
    /// Copies into the folder the pictures of every image of `run`, a run made from
    /// records, that the page shows: an animation's frame diffs too.
    public func storePictures(of run: ComparisonRun) throws(DiffError) {
        for image in run.images {
            try store(image, diffImage: nil)
            guard let origin = image.origin else { continue }
            for frame in origin.record.differingFrames ?? [] {
                guard let diff = frame.diff else { continue }
                try FileSystem.copy(origin.folder.path + "/" + diff,
                                    to: path + "/" + ReportFolder.relativePath(of: image.name, frameDiff: frame.number))
            }
        }
    }
}
