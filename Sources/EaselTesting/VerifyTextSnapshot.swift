import Foundation

/// Takes a text snapshot of `value` with `strategy` and checks it against its `.txt`
/// reference, writing what the record mode says, and returns what it found: the text
/// counterpart of `verifySnapshot(of:as:…)` for images, with the same parameters.
/// A difference fails with `SnapshotError.textDiffers`, which carries the unified diff;
/// the run report records it with the diff.
@MainActor
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: TextSnapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> SnapshotResult {
    let setting = SnapshotSetting(filePath: "\(filePath)", testName: testName, name: name, record: record,
                                  snapshotDirectory: snapshotDirectory, pathExtension: "txt")
    let subject = try value()
    let source = SnapshotSource(filePath: "\(filePath)", testName: testName, line: line, column: column)
    return setting.result(tolerance: .default, source: source) { mode throws(SnapshotError) in
        SnapshotVerification.Verdict(outcome: verifyText(try strategy.capture(subject), mode: mode, setting: setting))
    }
}

/// Compares `text` with the reference file: equal bytes match; otherwise the diff fails
/// the assertion (and replaces the reference in record mode `failed`).
private func verifyText(_ text: String, mode: RecordMode, setting: SnapshotSetting) -> SnapshotResult.Outcome {
    let path = setting.reference.path
    let data = Data(text.utf8)
    guard let stored = FileManager.default.contents(atPath: path) else { return setting.missingReference(data, mode: mode) }
    if mode == .all { return setting.record(data, as: .recorded(.all, mismatch: nil)) }
    if stored == data { return .matched(byteIdentical: true) }
    guard let storedText = String(data: stored, encoding: .utf8) else {
        guard mode == .failed else { return .failed(.unreadableTextReference(path: path)) }
        return setting.record(data, as: .recorded(.failed, mismatch: nil))
    }
    let diff = UnifiedDiff(from: storedText, to: text).text
    guard mode == .failed else { return .failed(.textDiffers(path: path, unifiedDiff: diff, rerecorded: false)) }
    return setting.record(data, as: .failed(.textDiffers(path: path, unifiedDiff: diff, rerecorded: true)))
}

/// Asserts that a text snapshot of `value` taken with `strategy` matches its `.txt`
/// reference, like swift-snapshot-testing's `assertSnapshot(of:as: .lines)`; a failure
/// shows the unified diff, reported to Swift Testing or XCTest as image failures are.
@MainActor
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: TextSnapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let result = try verifySnapshot(of: try value(), as: strategy, named: name, record: record,
                                    snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName,
                                    line: line, column: column)
    guard let message = result.failureMessage else { return }
    reportSnapshotFailure(message, attachments: [], fileID: fileID, filePath: filePath, line: line, column: column)
}
