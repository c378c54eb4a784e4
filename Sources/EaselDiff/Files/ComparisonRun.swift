/// A comparison of two PNG files or two folders of them, as `easel compare` makes it:
/// every image with its status and figures, sorted by name.
public struct ComparisonRun: Sendable {
    /// The baseline file or folder, as given.
    public let baseline: String
    /// The current file or folder, as given.
    public let current: String
    /// Whether two folders were compared (rather than two files).
    public let comparesFolders: Bool
    /// The options every image was compared with (an ignore file adds regions per image).
    public let options: ComparisonOptions
    /// What each image may differ by.
    public let allowance: Allowance
    /// Every image, by name.
    public let images: [ComparedImage]
    /// The run folders a report of records was made from (see `init(records:)`);
    /// empty when images were compared.
    public internal(set) var runFolders: [RunFolder] = []
    /// The files of those folders that are not whole records, so the report names them.
    public internal(set) var incompleteRecords: [RunFolder.IncompleteRecord] = []

    /// A run from its parts; `init(comparing:with:…)` compares and makes one.
    public init(baseline: String, current: String, comparesFolders: Bool, options: ComparisonOptions,
                allowance: Allowance, images: [ComparedImage]) {
        self.baseline = baseline
        self.current = current
        self.comparesFolders = comparesFolders
        self.options = options
        self.allowance = allowance
        self.images = images
    }

    /// Whether no image exceeds the allowance: what the exit status says.
    public var passed: Bool { !images.contains { $0.exceedsAllowance } }

    /// The images with `status`.
    public func images(_ status: ComparisonStatus) -> [ComparedImage] {
        images.filter { $0.status == status }
    }

    /// How many images have `status` (counted without copying them).
    public func count(of status: ComparisonStatus) -> Int {
        var count = 0
        for index in images.indices where images[index].status == status { count += 1 }
        return count
    }

    /// What `image` was judged by: its assertion's criteria in a report of records,
    /// else the run's options and allowance.
    public func criteria(of image: ComparedImage) -> RunRecord.Criteria {
        image.origin?.record.criteria ?? RunRecord.Criteria(options, allowance)
    }

    /// The images that exceed the allowance.
    public var failures: [ComparedImage] { images.filter(\.exceedsAllowance) }
}
