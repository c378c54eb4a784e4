import Foundation

/// What one shard of `easel compare --shard i/n` compared, kept beside its records as
/// `shard.json`, so that `easel report --merge` of all n shards makes exactly the report
/// the unsharded compare makes: the same folders and options in its header, the same
/// images in the same order (by name), the same paths and figures.
public struct CompareShard: Sendable, Equatable, Codable {
    let format: String
    let version: Int
    /// i, from 1.
    public internal(set) var index: Int
    /// n.
    public let count: Int
    /// The baseline file or folder, as given to compare.
    public let baseline: String
    /// The current file or folder, as given to compare.
    public let current: String
    /// Whether two folders were compared.
    public let comparesFolders: Bool
    /// The options the report shows.
    let threshold: Double
    let metric: ColorMetric
    let checkerboard: Bool
    let windowSize: Int?
    let includeAA: Bool
    let ignore: [[Int]]
    let maxDiffPixels: Int?
    let maxDiffRatio: Double?

    /// What identifies the file.
    static let formatName = "easel-compare-shard"
    /// The file's name in the shard's report folder.
    public static let fileName = "shard.json"

    /// Shard `index` of `count` of `run`.
    public init(index: Int, count: Int, of run: ComparisonRun) {
        format = Self.formatName
        version = 1
        self.index = index
        self.count = count
        baseline = run.baseline
        current = run.current
        comparesFolders = run.comparesFolders
        threshold = run.options.threshold
        metric = run.options.metric
        checkerboard = run.options.checkerboard
        windowSize = run.options.windowSize
        includeAA = run.options.includeAA
        ignore = run.options.ignoredRegions.map { [$0.x, $0.y, $0.width, $0.height] }
        maxDiffPixels = run.allowance.maxDiffPixels
        maxDiffRatio = run.allowance.maxDiffRatio
    }

    /// The options of the compare, as far as a report shows them.
    var options: ComparisonOptions {
        ComparisonOptions(threshold: threshold, includeAA: includeAA,
                          ignoredRegions: ignore.filter { $0.count == 4 }
                              .map { PixelRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) },
                          metric: metric, checkerboard: checkerboard, windowSize: windowSize)
    }

    /// The allowance of the compare.
    var allowance: Allowance { Allowance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio) }

    /// Whether `other` is a shard of the same compare: the shards of one run agree on
    /// everything but their index.
    func isShard(ofSameRunAs other: CompareShard) -> Bool {
        var other = other
        other.index = index
        return other == self
    }

    /// The path of the current file of image `name`.
    func currentPath(of name: String) -> String {
        comparesFolders ? current + "/" + name : current
    }
}

extension RunFolder {
    /// The compare shard the folder holds the records of; `nil` for a test run's folder.
    func compareShard() throws(DiffError) -> CompareShard? {
        let file = path + "/" + CompareShard.fileName
        guard FileSystem.kind(of: file) != .missing else { return nil }
        guard let data = FileManager.default.contents(atPath: file),
              let shard = try? JSONDecoder().decode(CompareShard.self, from: data),
              shard.format == CompareShard.formatName, shard.version == 1,
              shard.count >= 1, (1...shard.count).contains(shard.index) else {
            throw .unreadableShard(path: file, reason: "not a shard description of easel compare --shard")
        }
        return shard
    }
}

extension ReportFolder {
    /// Writes a record of every image of `run`, shard `index` of `count`, into the
    /// folder, which already holds their pictures, and the shard's `shard.json`, so that
    /// `easel report --merge` can join it with the other shards.
    public func writeRecords(of run: ComparisonRun, shard index: Int, of count: Int) throws(DiffError) {
        let journal = try RunFolder(path: path).openJournal()
        for image in run.images {
            try journal.append(RunRecord(image, of: run), pictures: [:])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(CompareShard(index: index, count: count, of: run)) + Data("\n".utf8)
        } catch {
            throw .cannotWrite(path: path + "/" + CompareShard.fileName, reason: "\(error)")
        }
        try FileSystem.write(data, to: path + "/" + CompareShard.fileName)
    }
}
