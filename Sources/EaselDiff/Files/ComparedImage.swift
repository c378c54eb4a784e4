/// One image of a comparison: where it is, what happened to it, and its figures.
public struct ComparedImage: Sendable, Equatable {
    /// The path relative to the compared folders (the file's name when two files are
    /// compared): the name reports show and ignore files use.
    public let name: String
    /// The baseline file; `nil` when the image was added.
    public let baselinePath: String?
    /// The current file; `nil` when the image was removed.
    public let currentPath: String?
    /// Unchanged, changed, added or removed.
    public let status: ComparisonStatus
    /// The comparison's figures; `nil` when the image was added or removed, or when
    /// the two files have the same bytes (equal without decoding).
    public let difference: ImageDifference?
    /// Whether the two files have the same bytes.
    public let identicalBytes: Bool
    /// Whether the image fails: changed beyond the allowance. Added and removed images
    /// do not fail (as in reg-cli); they are reported.
    public let exceedsAllowance: Bool
    /// The record the image comes from, in a report made from run folders (see
    /// ``RunRecord``); `nil` when `easel compare` compared it.
    public internal(set) var origin: RecordOrigin?

    /// An image with its figures, as `ComparisonRun` makes them.
    public init(name: String, baselinePath: String?, currentPath: String?, status: ComparisonStatus,
                difference: ImageDifference?, identicalBytes: Bool, exceedsAllowance: Bool) {
        self.name = name
        self.baselinePath = baselinePath
        self.currentPath = currentPath
        self.status = status
        self.difference = difference
        self.identicalBytes = identicalBytes
        self.exceedsAllowance = exceedsAllowance
    }

    /// Whether the report has a diff image of it: every changed image compared here,
    /// and a recorded one whose record holds one.
    var hasDiffImage: Bool {
        origin.map { $0.record.pictures.diff != nil } ?? (status == .changed)
    }
}
