import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that a snapshot of `value` taken with `strategy` matches its reference,
/// like swift-snapshot-testing's `assertSnapshot(of:as:)`, on Linux.
///
/// Inside a Swift Testing test a failure is recorded as an `Issue` at the caller's
/// source location, with the reference, actual and diff images attached; inside an
/// XCTest test it is reported with `XCTFail` at the caller's file and line. The
/// parameters are `verifySnapshot`'s, which returns the result instead.
@MainActor
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    mask: [SnapshotMask] = [],
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows {
    let result = try verifySnapshot(of: try value(), as: strategy, named: name, record: record, tolerance: tolerance,
                                    mask: mask, snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName,
                                    line: line, column: column)
    guard let message = result.failureMessage else { return }
    reportSnapshotFailure(message, attachments: result.artifactPaths, fileID: fileID, filePath: filePath,
                          line: line, column: column)
}

/// Reports a failed snapshot to the test framework that is running: a Swift Testing
/// `Issue` with the files at `attachments` attached, else `XCTFail`.
package func reportSnapshotFailure(_ message: String, attachments: [String], fileID: StaticString,
                                   filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for path in attachments {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: location)
        }
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
    #endif
}

extension SnapshotResult {
    /// The failure artifacts written (reference, actual, diff), if any.
    var artifactPaths: [String] {
        switch outcome {
        case .mismatched(let mismatch), .recorded(_, mismatch: let mismatch?):
            return (try? mismatch.artifacts.get()) ?? []
        default:
            return []
        }
    }
}
