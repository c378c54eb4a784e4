import EaselDiff
import EaselGraphics
import Foundation

/// Checks one snapshot against its reference and writes what the record mode says:
/// the core of `assertSnapshot`, with no test framework involved.
struct SnapshotVerification {
    let reference: SnapshotReference
    let tolerance: SnapshotTolerance
    let mode: RecordMode
    /// The colour masked areas are painted in, as Playwright paints them: in the new
    /// image itself (so in a recorded reference too) and in the diff image.
    let maskColor: Pixel?
    /// The directory this test file's failure artifacts go in.
    let artifactsDirectory: String

    /// What a verification found, with what a run report shows of it.
    struct Verdict {
        var outcome: SnapshotResult.Outcome
        /// The figures, when pixels were compared.
        var difference: ImageDifference?
        /// The pictures a report shows: the reference as compared, the new image, the
        /// diff image, as PNG.
        var pictures: [ReportFolder.Picture: Data] = [:]
        /// The files that already hold some of those pictures (a failure's artifacts),
        /// which the run folder links to instead of writing the bytes again.
        var pictureFiles: [ReportFolder.Picture: String] = [:]
        /// Of an animation that differs, the frames that differ, each with its diff
        /// image as PNG when both animations have the frame.
        var differingFrames: [(number: Int, diff: Data?)]?
    }

    /// Compares `capture` with the reference. A reference whose bytes equal the new
    /// PNG's matches without decoding a pixel (PNG encoding is deterministic); only
    /// otherwise are the two decoded and compared as pixelmatch does.
    func verify(_ capture: SnapshotCapture) -> Verdict {
        let regions = capture.maskedRects.map { Self.pixelRect($0, scale: capture.image.scale) }
        let image = maskColor.map { capture.image.painting(regions, in: $0) } ?? capture.image
        guard let actual = image.pngData() else { return Verdict(outcome: .failed(.emptyImage)) }
        // A test process killed while recording left a temporary file beside the
        // references; it goes now, not into the user's commit.
        AtomicFile.removeAbandonedFiles(in: reference.directory)
        guard let stored = FileManager.default.contents(atPath: reference.path) else {
            guard mode != .never else { return Verdict(outcome: .missingReference, pictures: [.current: actual]) }
            return Verdict(outcome: record(actual, as: .recorded(mode == .all ? .all : .missing, mismatch: nil)),
                           pictures: [.current: actual])
        }
        if mode == .all { return Verdict(outcome: record(actual, as: .recorded(.all, mismatch: nil)), pictures: [.current: actual]) }
        if stored == actual { return Verdict(outcome: .matched(byteIdentical: true)) }
        let expected: RGBAImage
        do {
            expected = try RGBAImage(pngData: stored, file: reference.path)
        } catch {
            guard mode == .failed else {
                return Verdict(outcome: .failed(.unreadableReference(path: reference.path, reason: "\(error)")),
                               pictures: [.current: actual])
            }
            return Verdict(outcome: record(actual, as: .recorded(.failed, mismatch: nil)), pictures: [.current: actual])
        }
        let current = RGBAImage(image)
        let difference = ImageDifference(baseline: expected, current: current,
                                         options: tolerance.comparisonOptions(ignoring: regions, maskColor: maskColor),
                                         producingDiffImage: true)
        let allowance = tolerance.allowance
        let figures = difference.withoutDiffImage
        if allowance.permits(difference) { return Verdict(outcome: .matched(byteIdentical: false), difference: figures) }
        let size = difference.comparedSize
        let diffPNG = difference.diffImage.flatMap { Image(width: $0.width, height: $0.height, rgbaBytes: $0.bytes).pngData() }
        let artifacts = writeArtifacts(reference: stored, actual: actual, diff: diffPNG)
        let mismatch = SnapshotMismatch(difference: figures,
                                        allowedPixels: allowance.limit(forPixelCount: size.width * size.height),
                                        artifacts: artifacts.map { $0.map(\.path) })
        let outcome = mode == .failed ? record(actual, as: .recorded(.failed, mismatch: mismatch)) : .mismatched(mismatch)
        var pictures: [ReportFolder.Picture: Data] = [.baseline: stored, .current: actual]
        pictures[.diff] = diffPNG
        let files = ((try? artifacts.get()) ?? []).map { ($0.picture, $0.path) }
        return Verdict(outcome: outcome, difference: figures, pictures: pictures,
                       pictureFiles: Dictionary(uniqueKeysWithValues: files))
    }

    /// Writes the new reference atomically, then reports `outcome`.
    private func record(_ png: Data, as outcome: SnapshotResult.Outcome) -> SnapshotResult.Outcome {
        do {
            try Self.write(png, to: reference.path)
        } catch {
            return .failed(error)
        }
        return outcome
    }

    /// The reference, the new image and the diff image under the artifacts directory,
    /// named after the snapshot: the files written, in that order, each with the picture
    /// of the report it is.
    private func writeArtifacts(reference stored: Data, actual: Data,
                                diff diffPNG: Data?) -> Result<[(picture: ReportFolder.Picture, path: String)], SnapshotError> {
        let base = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent(reference.identifier).standardizedFileURL.path
        let files: [(picture: ReportFolder.Picture, path: String, data: Data?)] =
            [(.baseline, base + ".reference.png", stored), (.current, base + ".actual.png", actual), (.diff, base + ".diff.png", diffPNG)]
        do {
            for case let (_, path, data?) in files { try Self.write(data, to: path) }
        } catch {
            return .failure(error)
        }
        return .success(files.filter { $0.data != nil }.map { ($0.picture, $0.path) })
    }

    /// Writes a file all at once, making its directory first.
    static func write(_ data: Data, to path: String) throws(SnapshotError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        do {
            try AtomicFile.write(data, toFile: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// A rectangle in points as the pixels it touches at `scale`; a null or infinite
    /// rectangle touches none.
    static func pixelRect(_ rect: CGRect, scale: CGFloat) -> PixelRect {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        // Clamped, so that a huge rectangle still converts to Int.
        func pixel(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(max((value * scale).rounded(rule), -1e9), 1e9))
        }
        let left = pixel(rect.minX, .down), top = pixel(rect.minY, .down)
        let right = pixel(rect.maxX, .up), bottom = pixel(rect.maxY, .up)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
