extension ComparisonRun {
    /// Compares two PNG files, or two folders of them matched by relative path, on at
    /// most `jobs` threads (`nil`: one per core) and within `limits`: the comparisons
    /// running at once never hold more than `limits.memory` together. When `report` is
    /// given, the pictures of every image that is not unchanged are stored in it as
    /// each comparison ends (so that no diff image is held longer than its own
    /// comparison). `selecting` picks the images to compare from the sorted names of
    /// all of them (a shard of a CI matrix).
    public init(comparing baseline: String, with current: String, options: ComparisonOptions = ComparisonOptions(),
                allowance: Allowance = Allowance(), ignoreFile: IgnoreFile = IgnoreFile(), jobs: Int? = nil,
                limits: ComparisonLimits = .standard, report: ReportFolder? = nil,
                selecting: ([String]) -> [String] = { $0 }) throws(DiffError) {
        let all = try Self.pairs(baseline, current)
        let selected = Set(selecting(all.map(\.name)))
        let pairs = all.filter { selected.contains($0.name) }
        let memory = MemoryReservations(capacity: limits.memory)
        let comparesFolders = FileSystem.kind(of: baseline) == .folder
        let results = parallelMap(count: pairs.count, jobs: jobs) { index -> Result<ComparedImage, DiffError> in
            var perImage = options
            perImage.ignoredRegions += ignoreFile.regions(for: pairs[index].name)
            return Result { () throws(DiffError) in
                try Self.compare(pairs[index], options: perImage, allowance: allowance, report: report,
                                 decodingInParallel: pairs.count == 1, limits: limits, memory: memory)
            }
        }
        var images: [ComparedImage] = []
        for result in results { images.append(try result.get()) }
        self.init(baseline: baseline, current: current, comparesFolders: comparesFolders, options: options,
                  allowance: allowance, images: images)
    }

    /// One image to compare: its name and the files that exist of it.
    private struct Pair: Sendable {
        let name: String
        let baseline: String?
        let current: String?
    }

    /// The images of two files (one pair) or two folders (by relative path).
    private static func pairs(_ baseline: String, _ current: String) throws(DiffError) -> [Pair] {
        switch (FileSystem.kind(of: baseline), FileSystem.kind(of: current)) {
        case (.missing, _):
            throw .missing(path: baseline)
        case (_, .missing):
            throw .missing(path: current)
        case (.file, .file):
            let name = String(current.split(separator: "/").last ?? Substring(current))
            return [Pair(name: name, baseline: baseline, current: current)]
        case (.folder, .file):
            throw .mixedKinds(folder: baseline, file: current)
        case (.file, .folder):
            throw .mixedKinds(folder: current, file: baseline)
        case (.folder, .folder):
            let inBaseline = Set(try PNGFolder.relativePaths(in: baseline))
            let inCurrent = Set(try PNGFolder.relativePaths(in: current))
            return inBaseline.union(inCurrent).sorted().map { name in
                Pair(name: name,
                     baseline: inBaseline.contains(name) ? baseline + "/" + name : nil,
                     current: inCurrent.contains(name) ? current + "/" + name : nil)
            }
        }
    }

    private static func compare(_ pair: Pair, options: ComparisonOptions, allowance: Allowance, report: ReportFolder?,
                                decodingInParallel: Bool, limits: ComparisonLimits,
                                memory: MemoryReservations) throws(DiffError) -> ComparedImage {
        guard let baseline = pair.baseline, let current = pair.current else {
            let image = ComparedImage(name: pair.name, baselinePath: pair.baseline, currentPath: pair.current,
                                      status: pair.baseline == nil ? .added : .removed, difference: nil,
                                      identicalBytes: false, exceedsAllowance: false)
            try report?.store(image, diffImage: nil)
            return image
        }
        let needed = try ImageFileComparison.memoryNeeded(baseline: baseline, current: current,
                                                          producingDiffImage: report != nil, limits: limits)
        guard needed <= memory.capacity else {
            throw .overLimit(path: current, excess: "comparing it with \(baseline) would hold \(needed) bytes at once, "
                             + "over the limit of \(memory.capacity)", limit: .memory)
        }
        return try memory.holding(needed) { () throws(DiffError) in
            let (identicalBytes, difference) = try ImageFileComparison.compare(
                baseline: baseline, current: current, options: options, producingDiffImage: report != nil,
                decodingInParallel: decodingInParallel, budget: limits.budget)
            let changed = difference.map { !$0.isMatch } ?? false
            let image = ComparedImage(
                name: pair.name, baselinePath: baseline, currentPath: current, status: changed ? .changed : .unchanged,
                difference: difference.map(\.withoutDiffImage), identicalBytes: identicalBytes,
                exceedsAllowance: difference.map { !allowance.permits($0) } ?? false)
            try report?.store(image, diffImage: difference?.diffImage)
            return image
        }
    }
}
