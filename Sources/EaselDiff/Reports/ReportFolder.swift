import Foundation

/// The folder of an HTML report: `index.html`, and under `images/` a folder per image
/// (named by the image's relative path) holding the `baseline.png`, `current.png` and
/// `diff.png` the page shows, so that the folder can be moved or kept as a CI artefact
/// as a whole.
public struct ReportFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// What identifies an earlier report's `index.html`, so that its folder may be
    /// reused.
    static let generatorMark = #"<meta name="generator" content="easel compare">"#

    /// Makes `path` ready for a new report: creates it, or empties the `images/` of an
    /// earlier report there (and the `records/` and `shard.json` written with `--shard`).
    /// A folder that holds anything else is left alone.
    public init(preparing path: String) throws(DiffError) {
        self.path = path
        switch FileSystem.kind(of: path) {
        case .missing:
            try FileSystem.createFolder(path)
        case .file:
            throw .reportFolderInUse(path: path)
        case .folder:
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            guard contents.isEmpty || Self.holdsReport(path) else { throw .reportFolderInUse(path: path) }
            for earlier in [path + "/images", path + "/records", path + "/" + CompareShard.fileName] where FileSystem.kind(of: earlier) != .missing {
                do {
                    try FileManager.default.removeItem(atPath: earlier)
                } catch {
                    throw .cannotWrite(path: earlier, reason: FileSystem.reason(for: error))
                }
            }
        }
    }

    /// The file of one of an image's pictures, relative to the folder.
    public static func relativePath(of name: String, _ picture: Picture) -> String {
        "images/\(name)/\(picture.rawValue).png"
    }

    /// The file of the diff image of an animation's frame `number`, relative to the folder.
    public static func relativePath(of name: String, frameDiff number: Int) -> String {
        "images/\(name)/frame-\(number)-diff.png"
    }

    /// The pictures the page shows of an image.
    public enum Picture: String, Sendable {
        case baseline, current, diff
    }

    /// Stores what the page shows of `image`: both files and the diff image of a
    /// changed one, the one file of an added or removed one, nothing of an unchanged one.
    func store(_ image: ComparedImage, diffImage: RGBAImage?) throws(DiffError) {
        guard image.status != .unchanged else { return }
        try FileSystem.createFolder(path + "/images/" + image.name)
        // A recorded image's pictures are in its run folder (its files need not be
        // there any more: a CI job merging the shards of others), written by Easel, so
        // linked; the compared files are the user's, so copied.
        for (picture, file) in [(Picture.baseline, image.baselinePath), (.current, image.currentPath)] {
            guard let file else { continue }
            if let recorded = image.origin?.path(of: picture) {
                try FileSystem.linkOrCopy(recorded, to: self.file(of: image.name, picture))
            } else {
                try FileSystem.copy(file, to: self.file(of: image.name, picture))
            }
        }
        if let recordedDiff = image.origin?.path(of: .diff) {
            try FileSystem.linkOrCopy(recordedDiff, to: file(of: image.name, .diff))
        }
        if let diffImage {
            let destination = file(of: image.name, .diff)
            do {
                try diffImage.writePNG(toFile: destination)
            } catch {
                guard case .unwritableFile(_, let reason) = error else { throw .image(error) }
                throw .cannotWrite(path: destination, reason: reason)
            }
        }
    }

    /// The absolute path of one of an image's pictures.
    func file(of name: String, _ picture: Picture) -> String {
        path + "/" + Self.relativePath(of: name, picture)
    }

    /// Whether the folder's `index.html` is an earlier report: the mark is in its head,
    /// which is all that is read (the page of a large run is megabytes).
    private static func holdsReport(_ path: String) -> Bool {
        let page = open(path + "/index.html", O_RDONLY | O_CLOEXEC)
        guard page >= 0 else { return false }
        defer { close(page) }
        var head = [UInt8](repeating: 0, count: 4096)
        let count = head.withUnsafeMutableBytes { read(page, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        return String(decoding: head[..<count], as: UTF8.self).firstRange(of: generatorMark) != nil
    }
}
