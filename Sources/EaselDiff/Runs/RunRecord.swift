import Foundation

/// One image's outcome, as a file in a ``RunFolder``: what a snapshot assertion found,
/// or what one shard of `easel compare --shard` found, so that `easel report` can make
/// one report of a whole test run or of every shard.
///
/// The pictures it names are in the run folder (paths relative to it), so a folder can
/// be moved, uploaded as a CI artefact and merged elsewhere; `reference` is where the
/// reference lives in the project, for `easel snapshots accept`.
///
/// A record is one line of JSON (``jsonLine``), read back by a parser of our own
/// (``init(line:)``): a report reads a record for every assertion of a run.
public struct RunRecord: Sendable, Equatable {
    /// What identifies a record file.
    public static let format = "easel-run-record"
    /// The record format's version.
    public static let version = 1

    let format: String
    let version: Int
    /// The image's name in the report: for a snapshot, its reference's path relative
    /// to the test process's current directory (the package's); for a compared image,
    /// its path relative to the compared folders.
    public let name: String
    /// Unchanged, changed, added or removed (see ``ComparisonStatus``).
    public let status: ComparisonStatus
    /// Whether the image fails its run: the assertion failed, or the image is changed
    /// beyond the allowance.
    public let failed: Bool
    /// Whether the two files had the same bytes.
    public let identicalBytes: Bool
    /// The reference (baseline) file in the project; `nil` when there was none.
    public let reference: String?
    /// The pictures stored in the run folder, relative to it.
    public let pictures: Pictures
    /// The comparison's figures; `nil` when nothing was compared.
    public let figures: RecordedFigures?
    /// What the image was judged by.
    public let criteria: Criteria
    /// The snapshot assertion that made the record; `nil` for a compared image.
    public let test: SnapshotTest?
    /// For a text snapshot that differs from its reference, the unified diff from the
    /// reference's text to the new one.
    public let textDiff: String?
    /// For an animation snapshot that differs from its reference, the frames that
    /// differ, in order.
    public let differingFrames: [DifferingFrame]?

    /// A frame of an animation snapshot that differs from the reference's frame.
    public struct DifferingFrame: Sendable, Equatable {
        /// The frame's number, from 0.
        public let number: Int
        /// Its diff image in the run folder, relative to it; `nil` when the two
        /// animations do not both have the frame.
        public let diff: String?

        /// Frame `number`, its diff image at `diff`.
        public init(number: Int, diff: String?) {
            self.number = number
            self.diff = diff
        }
    }

    /// The pictures of an image in its run folder, relative to the folder.
    public struct Pictures: Sendable, Equatable {
        /// The reference as it was compared.
        public let baseline: String?
        /// The new image.
        public let current: String?
        /// The diff image.
        public let diff: String?

        /// Pictures at these relative paths.
        public init(baseline: String?, current: String?, diff: String?) {
            self.baseline = baseline
            self.current = current
            self.diff = diff
        }

        /// The pictures there are.
        public var all: [String] { [baseline, current, diff].compactMap { $0 } }
    }

    /// What an image was judged by: the comparison's threshold and metric, and the
    /// allowance.
    public struct Criteria: Sendable, Equatable {
        /// The colour distance (0–1) above which a pixel differs.
        public let threshold: Double
        /// The colour metric.
        public let metric: ColorMetric
        /// pixelmatch's `windowSize`, when `maxDiffPixels` limited the densest window.
        public let windowSize: Int?
        /// Whether anti-aliased pixels counted.
        public let includeAA: Bool
        /// The most pixels that could differ.
        public let maxDiffPixels: Int?
        /// The largest share of pixels that could differ.
        public let maxDiffRatio: Double?

        /// The criteria of `options` and `allowance`.
        public init(_ options: ComparisonOptions, _ allowance: Allowance) {
            threshold = options.threshold
            metric = options.metric
            windowSize = options.windowSize
            includeAA = options.includeAA
            maxDiffPixels = allowance.maxDiffPixels
            maxDiffRatio = allowance.maxDiffRatio
        }

        var allowance: Allowance { Allowance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio) }
    }

    /// ``ImageDifference``'s figures, without the diff image.
    public struct RecordedFigures: Sendable, Equatable {
        let baselineWidth, baselineHeight, currentWidth, currentHeight: Int
        let differentPixels, antialiasedPixels: Int
        let largestDelta: Double
        let boundingBox: [Int]?
        let densestWindowCount: Int?

        init(_ difference: ImageDifference) {
            (baselineWidth, baselineHeight) = (difference.baselineSize.width, difference.baselineSize.height)
            (currentWidth, currentHeight) = (difference.currentSize.width, difference.currentSize.height)
            differentPixels = difference.differentPixelCount
            antialiasedPixels = difference.antialiasedPixelCount
            largestDelta = difference.largestDelta
            boundingBox = difference.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] }
            densestWindowCount = difference.densestWindowCount
        }

        /// The figures as a difference, or `nil` when they cannot be one (a record
        /// edited by hand).
        public var difference: ImageDifference? {
            let box: PixelRect?
            switch boundingBox {
            case nil: box = nil
            case let numbers? where numbers.count == 4:
                box = PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            default: return nil
            }
            guard [baselineWidth, baselineHeight, currentWidth, currentHeight, differentPixels, antialiasedPixels]
                .allSatisfy({ $0 >= 0 }), largestDelta >= 0, (densestWindowCount ?? 0) >= 0 else { return nil }
            return ImageDifference(baselineSize: PixelSize(width: baselineWidth, height: baselineHeight),
                                   currentSize: PixelSize(width: currentWidth, height: currentHeight),
                                   differentPixelCount: differentPixels, antialiasedPixelCount: antialiasedPixels,
                                   largestDelta: largestDelta, boundingBox: box, diffImage: nil,
                                   densestWindowCount: densestWindowCount)
        }
    }

    /// A record of an image; of a text snapshot's `textDiff`, of an animation's
    /// `differingFrames`.
    public init(name: String, status: ComparisonStatus, failed: Bool, identicalBytes: Bool, reference: String?,
                pictures: Pictures, difference: ImageDifference?, criteria: Criteria, test: SnapshotTest?,
                textDiff: String? = nil, differingFrames: [DifferingFrame]? = nil) {
        format = Self.format
        version = Self.version
        self.name = name
        self.status = status
        self.failed = failed
        self.identicalBytes = identicalBytes
        self.reference = reference
        self.pictures = pictures
        figures = difference.map(RecordedFigures.init)
        self.criteria = criteria
        self.test = test
        self.textDiff = textDiff
        self.differingFrames = differingFrames
    }

    /// Every picture the record names, relative to its run folder.
    var allPictures: [String] { pictures.all + (differingFrames ?? []).compactMap(\.diff) }
}

extension ComparisonStatus: Codable {}
