import EaselDiff
import EaselGraphics
import Foundation

/// Records an animation of `value` with `strategy` and checks it frame by frame against
/// its reference APNG (`<testName>.<n or name>.png`), writing what the record mode
/// says, and returns what it found: the animated counterpart of
/// `verifySnapshot(of:as:…)`, with the same parameters. `tolerance` applies to each
/// frame; the frame count and delays must match exactly. A difference fails with
/// `SnapshotError.animationDiffers`, naming the frames that differ; the run report
/// records both animations and a diff image of each frame that differs.
@MainActor
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: AnimationSnapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> SnapshotResult {
    let setting = SnapshotSetting(filePath: "\(filePath)", testName: testName, name: name, record: record,
                                  snapshotDirectory: snapshotDirectory, pathExtension: "png")
    let subject = try value()
    let source = SnapshotSource(filePath: "\(filePath)", testName: testName, line: line, column: column)
    return setting.result(tolerance: tolerance, source: source) { mode throws(SnapshotError) in
        try verifyAnimation(try strategy.capture(subject), mode: mode, tolerance: tolerance, setting: setting)
    }
}

/// Asserts that an animation of `value` recorded with `strategy` matches its reference
/// APNG frame by frame; a failure names the frames that differ and where the new APNG
/// was written, reported to Swift Testing or XCTest as image failures are.
@MainActor
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: AnimationSnapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let result = try verifySnapshot(of: try value(), as: strategy, named: name, record: record, tolerance: tolerance,
                                    snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName,
                                    line: line, column: column)
    guard let message = result.failureMessage else { return }
    reportSnapshotFailure(message, attachments: [], fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The capture as an APNG, compared with the reference: equal bytes match without
/// decoding; otherwise each frame is compared as an image snapshot is. The verdict
/// carries what the run report shows: both animations, and the diff image of each frame
/// that differs.
private func verifyAnimation(_ capture: AnimationCapture, mode: RecordMode, tolerance: SnapshotTolerance,
                             setting: SnapshotSetting) throws(SnapshotError) -> SnapshotVerification.Verdict {
    let path = setting.reference.path
    var frames: [AnimatedPNG.Frame] = []
    for image in capture.frames {
        guard let png = image.pngData() else { throw .emptyImage }
        frames.append(AnimatedPNG.Frame(png: png, delayNumerator: 1, delayDenominator: UInt16(capture.framesPerSecond)))
    }
    let data: Data
    do {
        frames = try AnimatedPNG.sharingOneFormat(frames)
        data = try AnimatedPNG(frames: frames).data()
    } catch {
        throw .cannotWrite(path: path, reason: "\(error)")
    }
    typealias Verdict = SnapshotVerification.Verdict
    guard let stored = FileManager.default.contents(atPath: path) else {
        return Verdict(outcome: setting.missingReference(data, mode: mode), pictures: [.current: data])
    }
    if mode == .all { return Verdict(outcome: setting.record(data, as: .recorded(.all, mismatch: nil)), pictures: [.current: data]) }
    if stored == data { return Verdict(outcome: .matched(byteIdentical: true)) }
    let reference: AnimatedPNG
    do {
        reference = try AnimatedPNG(data: stored, file: path)
    } catch {
        guard mode == .failed else {
            return Verdict(outcome: .failed(.unreadableReference(path: path, reason: "\(error)")), pictures: [.current: data])
        }
        return Verdict(outcome: setting.record(data, as: .recorded(.failed, mismatch: nil)), pictures: [.current: data])
    }
    var differing: [Int: Data?] = [:]
    var notes: [String] = []
    if reference.frames.count != frames.count {
        notes.append("\(frames.count) frames, the reference \(reference.frames.count)")
        for number in min(frames.count, reference.frames.count)..<max(frames.count, reference.frames.count) {
            differing[number] = .some(nil)
        }
    }
    for (index, (old, new)) in zip(reference.frames, frames).enumerated() {
        if (old.delayNumerator, old.delayDenominator) != (new.delayNumerator, new.delayDenominator) {
            notes.append("frame \(index) shows for \(new.delayNumerator)/\(new.delayDenominator) s, "
                         + "the reference's for \(old.delayNumerator)/\(old.delayDenominator) s")
        }
        guard old.png != new.png else { continue }
        let expected: RGBAImage
        do {
            expected = try RGBAImage(pngData: old.png, file: path)
        } catch {
            return Verdict(outcome: .failed(.unreadableReference(path: path, reason: "frame \(index): \(error)")),
                           pictures: [.baseline: stored, .current: data])
        }
        let difference = ImageDifference(baseline: expected, current: RGBAImage(capture.frames[index]),
                                         options: tolerance.comparisonOptions(ignoring: []), producingDiffImage: true)
        if !tolerance.allowance.permits(difference) {
            differing[index] = .some(difference.diffImage.flatMap {
                Image(width: $0.width, height: $0.height, rgbaBytes: $0.bytes).pngData()
            })
            notes.append(difference.sizesDiffer ? "frame \(index) is \(difference.currentSize) pixels, the reference's "
                         + "\(difference.baselineSize)" : "frame \(index): \(difference.differentPixelCount) pixels differ")
        }
    }
    guard !notes.isEmpty else { return Verdict(outcome: .matched(byteIdentical: false)) }
    let frameList = differing.keys.sorted()
    var verdict = Verdict(outcome: .matched(byteIdentical: false), pictures: [.baseline: stored, .current: data])
    verdict.differingFrames = frameList.map { ($0, differing[$0] ?? nil) }
    guard mode == .failed else {
        let actual = URL(fileURLWithPath: setting.artifactsDirectory)
            .appendingPathComponent(setting.reference.identifier + ".actual.png").standardizedFileURL.path
        try SnapshotVerification.write(data, to: actual)
        verdict.outcome = .failed(.animationDiffers(path: path, summary: notes.joined(separator: "; ") + "; the new animation: \(actual)",
                                                    frames: frameList, rerecorded: false))
        return verdict
    }
    verdict.outcome = setting.record(data, as: .failed(.animationDiffers(path: path, summary: notes.joined(separator: "; "),
                                                                         frames: frameList, rerecorded: true)))
    return verdict
}
