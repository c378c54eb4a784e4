import Foundation
import Synchronization

extension RunRecord {
    /// The record as one line of JSON with its line end: keys in alphabetical order,
    /// absent values as null, the form `JSONEncoder` gave records before (which
    /// ``init(line:)`` reads too).
    public var jsonLine: Data { Data(jsonLineBytes) }

    /// The bytes of ``jsonLine``, which a journal writes as they are.
    var jsonLineBytes: [UInt8] {
        var line = JSONTextWriter()
        line.object { object in
            object.member("criteria") { $0.json(criteria.json) }
            if let frames = differingFrames {
                object.member("differingFrames") { value in
                    value.array(frames) { value, frame in
                        value.object { object in
                            object.member("diff") { $0.string(frame.diff) }
                            object.member("number") { $0.int(frame.number) }
                        }
                    }
                }
            }
            object.member("failed") { $0.bool(failed) }
            object.member("figures") { value in
                guard let figures else { return value.null() }
                value.object { object in
                    object.member("antialiasedPixels") { $0.int(figures.antialiasedPixels) }
                    object.member("baselineHeight") { $0.int(figures.baselineHeight) }
                    object.member("baselineWidth") { $0.int(figures.baselineWidth) }
                    object.member("boundingBox") { value in
                        guard let box = figures.boundingBox else { return value.null() }
                        value.array(box) { $0.int($1) }
                    }
                    object.member("currentHeight") { $0.int(figures.currentHeight) }
                    object.member("currentWidth") { $0.int(figures.currentWidth) }
                    object.member("densestWindowCount") { $0.int(figures.densestWindowCount) }
                    object.member("differentPixels") { $0.int(figures.differentPixels) }
                    object.member("largestDelta") { $0.double(figures.largestDelta) }
                }
            }
            object.member("format") { $0.string(format) }
            object.member("identicalBytes") { $0.bool(identicalBytes) }
            object.member("name") { $0.string(name) }
            object.member("pictures") { value in
                value.object { object in
                    object.member("baseline") { $0.string(pictures.baseline) }
                    object.member("current") { $0.string(pictures.current) }
                    object.member("diff") { $0.string(pictures.diff) }
                }
            }
            object.member("reference") { $0.string(reference) }
            object.member("status") { $0.string(status.rawValue) }
            object.member("test") { SnapshotTest.write(test, to: &$0) }
            if let textDiff { object.member("textDiff") { $0.string(textDiff) } }
            object.member("version") { $0.int(version) }
        }
        line.bytes.append(UInt8(ascii: "\n"))
        return line.bytes
    }

    /// Whether ``jsonLine`` reads back as this record: JSON has no number for an infinite
    /// or not-a-number value, which the line holds as null and reading refuses.
    var readsBackAsItself: Bool {
        criteria.threshold.isFinite && (criteria.maxDiffRatio ?? 0).isFinite && (figures?.largestDelta ?? 0).isFinite
    }

    /// The record of one line of JSON (without its line end); a complaint naming the
    /// key at fault when the line is not a whole record of this format.
    init(line: UnsafeRawBufferPointer) throws(RecordFields.Problem) {
        let json: RecordJSON
        do {
            json = try RecordJSON.parse(line)
        } catch {
            throw RecordFields.Problem(reason: "not JSON (cut short or corrupt)")
        }
        let fields = try RecordFields(json)
        format = try fields.string("format")
        version = try fields.int("version")
        guard format == Self.format, version == Self.version else {
            throw RecordFields.Problem(reason: "not an \(Self.format) version \(Self.version) record")
        }
        name = try fields.string("name")
        status = try fields.named("status", ComparisonStatus.self)
        failed = try fields.bool("failed")
        identicalBytes = try fields.bool("identicalBytes")
        reference = try fields.optionalString("reference")
        let pictures = try fields.object("pictures")
        self.pictures = Pictures(baseline: try pictures.optionalString("baseline"),
                                 current: try pictures.optionalString("current"), diff: try pictures.optionalString("diff"))
        figures = try fields.optionalObject("figures").map { figures throws(RecordFields.Problem) in
            try RecordedFigures(figures)
        }
        criteria = try Criteria(try fields.object("criteria"))
        test = try fields.optionalObject("test").map { test throws(RecordFields.Problem) in
            SnapshotTest(name: try test.string("name"), file: try test.string("file"), line: try test.int("line"),
                         column: try test.int("column"), message: try test.optionalString("message"))
        }
        textDiff = try fields.optionalString("textDiff")
        differingFrames = try fields.optionalObjects("differingFrames")?.map { frame throws(RecordFields.Problem) in
            DifferingFrame(number: try frame.int("number"), diff: try frame.optionalString("diff"))
        }
    }
}

extension RunRecord.Criteria {
    /// The criteria as a JSON object on one line.
    ///
    /// The assertions of a run mostly share their criteria (one tolerance), and their
    /// object was a third of a record's line (a `Double` to format among six members),
    /// so the last criteria written are kept with their JSON and reused when equal.
    var json: [UInt8] {
        if let last = Self.lastWritten.withLock({ $0 }), last.criteria == self { return last.json }
        var json = JSONTextWriter(capacity: 128)
        json.object { object in
            object.member("includeAA") { $0.bool(includeAA) }
            object.member("maxDiffPixels") { $0.int(maxDiffPixels) }
            object.member("maxDiffRatio") { $0.double(maxDiffRatio) }
            object.member("metric") { $0.string(metric.rawValue) }
            object.member("threshold") { $0.double(threshold) }
            object.member("windowSize") { $0.int(windowSize) }
        }
        Self.lastWritten.withLock { $0 = (self, json.bytes) }
        return json.bytes
    }

    /// The criteria last written by ``json``, with their JSON; records are written from
    /// any thread.
    private static let lastWritten = Mutex<(criteria: RunRecord.Criteria, json: [UInt8])?>(nil)

    init(_ fields: RecordFields) throws(RecordFields.Problem) {
        threshold = try fields.double("threshold")
        metric = try fields.named("metric", ColorMetric.self)
        windowSize = try fields.optionalInt("windowSize")
        includeAA = try fields.bool("includeAA")
        maxDiffPixels = try fields.optionalInt("maxDiffPixels")
        maxDiffRatio = try fields.optionalDouble("maxDiffRatio")
    }
}

extension RunRecord.RecordedFigures {
    init(_ fields: RecordFields) throws(RecordFields.Problem) {
        baselineWidth = try fields.int("baselineWidth")
        baselineHeight = try fields.int("baselineHeight")
        currentWidth = try fields.int("currentWidth")
        currentHeight = try fields.int("currentHeight")
        differentPixels = try fields.int("differentPixels")
        antialiasedPixels = try fields.int("antialiasedPixels")
        largestDelta = try fields.double("largestDelta")
        boundingBox = try fields.optionalInts("boundingBox")
        densestWindowCount = try fields.optionalInt("densestWindowCount")
    }
}
