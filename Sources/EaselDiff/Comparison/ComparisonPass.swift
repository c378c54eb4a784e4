import Foundation

/// The figures a comparison adds up as it goes.
struct ComparisonTally {
    var differentPixels = 0
    var antialiasedPixels = 0
    var largestDelta = 0.0
    private var left = Int.max, top = Int.max, right = Int.min, bottom = Int.min

    @inline(__always)
    mutating func countDifference(x: Int, y: Int) {
        differentPixels += 1
        left = min(left, x)
        right = max(right, x)
        top = min(top, y)
        bottom = max(bottom, y)
    }

    var boundingBox: PixelRect? {
        differentPixels == 0 ? nil : PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}

/// One comparison of two images, row by row: pixelmatch's loop, with identical rows
/// passed over, ignore regions, and the pixels outside the smaller image.
struct ComparisonPass {
    /// The two images; `nil` for an image without pixels.
    private let first: PixelPlane?
    private let second: PixelPlane?
    private let baselineSize: PixelSize
    /// The pixels both images have.
    private let overlap: PixelSize
    /// The pixels either image has.
    private let bounds: PixelSize
    private let canvas: DiffCanvas?
    private let includeAA: Bool
    /// pixelmatch's `maxDelta`: the squared distance a difference must exceed.
    private let maximumDelta: Double
    private let detector: AntialiasingDetector
    private let ignored: IgnoredColumns
    private(set) var tally = ComparisonTally()
    private let metric: ColorMetric
    private let threshold: Double
    private let checkerboard: Bool
    /// The counted differences by position, with a `windowSize`.
    private(set) var window: DensestWindow?

    init(baseline: PixelSize, current: PixelSize, first: UnsafeRawPointer?, second: UnsafeRawPointer?,
         canvas: DiffCanvas?, options: ComparisonOptions) {
        self.first = first.map { PixelPlane(base: $0, stride: baseline.width) }
        self.second = second.map { PixelPlane(base: $0, stride: current.width) }
        baselineSize = baseline
        overlap = PixelSize(width: min(baseline.width, current.width), height: min(baseline.height, current.height))
        bounds = PixelSize(width: max(baseline.width, current.width), height: max(baseline.height, current.height))
        self.canvas = canvas
        includeAA = options.includeAA
        maximumDelta = 35215 * options.threshold * options.threshold
        metric = options.metric
        threshold = options.threshold
        checkerboard = options.checkerboard
        detector = AntialiasingDetector(width: overlap.width, height: overlap.height)
        let area = PixelSize(width: max(baseline.width, current.width), height: max(baseline.height, current.height))
        window = options.windowSize.map { DensestWindow(windowSize: $0, over: area) }
        ignored = IgnoredColumns(options.ignoredRegions, within: PixelRect(x: 0, y: 0, width: bounds.width, height: bounds.height))
    }

    /// Compares every row.
    mutating func run() {
        run(rows: [0..<bounds.height])
    }

    /// Compares the rows of `rows` only: the others are known to be the same in both
    /// images (and no diff image is drawn).
    mutating func run(rows: [Range<Int>]) {
        var spans: [Range<Int>] = []
        for y in rows.joined() {
            if !ignored.isEmpty { ignored.spans(inRow: y, into: &spans) }
            if let first, let second, y < overlap.height {
                let rowBytes = overlap.width * 4
                if memcmp(first.row(y), second.row(y), rowBytes) == 0 {
                    canvas?.fade(row: first, y: y, columns: 0..<overlap.width)
                    // Identical rows are not walked span by span; the mask colour is laid over.
                    if canvas?.paintsMasks == true {
                        for span in spans where span.lowerBound < overlap.width {
                            canvas?.markIgnored(row: first, y: y, columns: span.lowerBound..<min(span.upperBound, overlap.width))
                        }
                    }
                } else {
                    compareRow(y, first, second, ignoring: spans)
                }
                markMissing(row: y, columns: overlap.width..<bounds.width, ignoring: spans)
            } else {
                markMissing(row: y, columns: 0..<bounds.width, ignoring: spans)
            }
        }
    }

    /// Compares the overlapping columns of row `y`, outside the ignored `spans`.
    private mutating func compareRow(_ y: Int, _ first: PixelPlane, _ second: PixelPlane, ignoring spans: [Range<Int>]) {
        var x = 0
        for span in spans where span.lowerBound < overlap.width {
            comparePixels(y, columns: x..<span.lowerBound, first, second)
            let end = min(span.upperBound, overlap.width)
            canvas?.markIgnored(row: first, y: y, columns: span.lowerBound..<end)
            x = end
        }
        comparePixels(y, columns: x..<overlap.width, first, second)
    }

    @inline(__always)
    private mutating func comparePixels(_ y: Int, columns: Range<Int>, _ first: PixelPlane, _ second: PixelPlane) {
        for x in columns {
            let baseline = first[x, y], current = second[x, y]
            if baseline == current {
                canvas?.fade(baseline, x: x, y: y)
                continue
            }
            let (differs, darker) = judge(baseline, current, x: x, y: y)
            guard differs else {
                canvas?.fade(baseline, x: x, y: y)
                continue
            }
            if !includeAA && (detector.isAntialiased(x: x, y: y, in: first, comparedWith: second)
                              || detector.isAntialiased(x: x, y: y, in: second, comparedWith: first)) {
                tally.antialiasedPixels += 1
                canvas?.markAntialiased(x: x, y: y)
            } else {
                countDifference(x: x, y: y)
                canvas?.markDifference(x: x, y: y, darker: darker)
            }
        }
    }

    /// Whether two different pixel words differ by more than the threshold in the
    /// metric, and whether the current one is the darker; the largest distance is
    /// kept on YIQ's squared scale whatever the metric.
    @inline(__always)
    private mutating func judge(_ baseline: UInt32, _ current: UInt32, x: Int, y: Int) -> (differs: Bool, darker: Bool) {
        let background = checkerboard ? Checkerboard.background(pixelIndex: y &* baselineSize.width &+ x) : Checkerboard.white
        switch metric {
        case .yiq:
            let delta = checkerboard ? YIQ.delta(baseline, current, over: background) : YIQ.delta(baseline, current)
            tally.largestDelta = max(tally.largestDelta, abs(delta))
            return (abs(delta) > maximumDelta, delta < 0)
        case .oklab:
            let difference = OKLab.difference(baseline, current, background: background)
            tally.largestDelta = max(tally.largestDelta, difference.distance * difference.distance * YIQ.maximumDelta)
            return (difference.exceeds(threshold), difference.currentIsDarker)
        }
    }

    @inline(__always)
    private mutating func countDifference(x: Int, y: Int) {
        tally.countDifference(x: x, y: y)
        window?.countDifference(x: x, y: y)
    }

    /// Row `y`'s `columns` where one image (or both) has no pixel: differences, except
    /// where ignored.
    private mutating func markMissing(row y: Int, columns: Range<Int>, ignoring spans: [Range<Int>]) {
        guard !columns.isEmpty else { return }
        var next = spans.startIndex
        for x in columns {
            while next < spans.endIndex && spans[next].upperBound <= x { next += 1 }
            if next < spans.endIndex && spans[next].contains(x) {
                canvas?.markIgnoredMissing(baselinePixel(x: x, y: y), x: x, y: y)
            } else {
                countDifference(x: x, y: y)
                canvas?.markDifference(x: x, y: y, darker: false)
            }
        }
    }

    private func baselinePixel(x: Int, y: Int) -> UInt32? {
        guard let first, x < baselineSize.width, y < baselineSize.height else { return nil }
        return first[x, y]
    }
}
