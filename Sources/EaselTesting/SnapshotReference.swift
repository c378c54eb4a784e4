import Foundation
import Synchronization

/// Where a snapshot's reference lives and what its failure artifacts are called:
/// `__Snapshots__/<TestFileName>/<testName>.<n or name>.png` next to the test file,
/// swift-snapshot-testing's convention, or the same file name in a directory the
/// user sets. Text snapshots end in `.txt` instead, beside the images.
public struct SnapshotReference: Hashable, Sendable {
    /// The test file's name without extension (`LabelTests`).
    public let testFileName: String
    /// `<testName>.<n or name>`, the reference's file name without its extension.
    public let identifier: String
    /// The reference file's path.
    public let path: String

    /// The reference of the snapshot `name` (or the next unnamed one) of `testName` in
    /// the test file at `filePath`, under `directory` when given; its file name ends in
    /// `.pathExtension` (`png` for images, `txt` for text).
    public init(filePath: String, testName: String, name: String?, directory: String?, pathExtension: String = "png") {
        let fileURL = URL(fileURLWithPath: filePath)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        // A function's argument labels (`scene(_:)`) are not part of its test's name.
        let test = Self.sanitized(String(testName.prefix { $0 != "(" }))
        let suffix = name.map(Self.sanitized) ?? String(Self.nextNumber(for: filePath + "\u{0}" + test))
        identifier = test + "." + suffix
        let folder = directory.map { URL(fileURLWithPath: $0) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFileName)
        path = folder.appendingPathComponent(identifier + "." + pathExtension).standardizedFileURL.path
    }

    /// The folder the reference is in.
    var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// swift-snapshot-testing's file-name cleaning: every run of characters other than
    /// letters, digits and `_` becomes `-`, trimmed at the ends (`dark mode` →
    /// `dark-mode`).
    static func sanitized(_ component: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in component.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    private static let counters = Mutex<[String: Int]>([:])

    /// 1 for a test's first unnamed snapshot in this process, then 2, 3…
    private static func nextNumber(for key: String) -> Int {
        counters.withLock { counters in
            let next = counters[key, default: 0] + 1
            counters[key] = next
            return next
        }
    }
}
