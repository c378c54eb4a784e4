import EaselDiff
import Foundation

/// What a snapshot assertion found, before it is reported: the core of
/// `assertSnapshot`, returned by `verifySnapshot` so that it can be tested and used
/// with `#expect`.
public struct SnapshotResult: Sendable, Equatable {
    /// The outcomes of an assertion.
    public enum Outcome: Sendable, Equatable {
        /// The snapshot matches its reference; `byteIdentical` when the encoded PNG
        /// equals the reference file byte for byte and no pixel was compared.
        case matched(byteIdentical: Bool)
        /// The reference was written, because it was missing or the record mode said
        /// so; `mismatch` is set when it replaced a reference that did not match.
        case recorded(RecordMode, mismatch: SnapshotMismatch?)
        /// The snapshot does not match and nothing was written to the reference.
        case mismatched(SnapshotMismatch)
        /// The reference is missing and the record mode is `never`.
        case missingReference
        /// The snapshot could not be taken or checked.
        case failed(SnapshotError)
    }

    /// The reference the snapshot was checked against.
    public let reference: SnapshotReference
    /// What happened.
    public let outcome: Outcome

    /// Whether the assertion passes: only a match does.
    public var passed: Bool {
        if case .matched = outcome { return true }
        return false
    }

    /// The failure message, `nil` when the assertion passes.
    public var failureMessage: String? {
        // Named only when it failed: the run report asks every assertion, most of which pass.
        var name: String { "Snapshot \"\(reference.identifier)\"" }
        switch outcome {
        case .matched:
            return nil
        case .recorded(let mode, mismatch: nil) where mode == .all:
            return "\(name): record mode is \"all\"; recorded the reference at \(reference.path)"
        case .recorded(_, mismatch: nil):
            return "\(name): no reference was found; recorded it at \(reference.path). Run the test again to compare with it."
        case .recorded(_, mismatch: let mismatch?):
            return "\(name) \(mismatch.summary); re-recorded the reference at \(reference.path)\n" + mismatch.artifactLines
        case .mismatched(let mismatch):
            return "\(name) \(mismatch.summary) at \(reference.path)\n" + mismatch.artifactLines
        case .missingReference:
            return "\(name): no reference at \(reference.path), and record mode \"never\" writes none"
        case .failed(let error):
            return "\(name): \(error)"
        }
    }
}

/// How a snapshot differs from its reference, and where the three images were put.
public struct SnapshotMismatch: Sendable, Equatable {
    /// The comparison's figures (without the diff image).
    public let difference: ImageDifference
    /// How many pixels the tolerance allowed.
    public let allowedPixels: Double
    /// The copy of the reference, the new image and the diff image, in that order; or
    /// why they could not be written.
    public let artifacts: Result<[String], SnapshotError>

    /// `does not match the reference: …`, the figures of the difference.
    var summary: String {
        if difference.sizesDiffer {
            return "does not match the reference: it is \(difference.currentSize) pixels, the reference \(difference.baselineSize)"
        }
        let size = difference.comparedSize
        let percent = String(format: "%.4f", difference.ratio * 100)
        let distance = String(format: "%.4f", difference.largestDistance)
        let box = difference.boundingBox.map { "\($0)" } ?? "none"
        return "does not match the reference: \(difference.differentPixelCount) pixels differ "
            + "(\(percent)% of \(size.width * size.height), allowed \(Self.allowance(allowedPixels))), "
            + "largest color distance \(distance), bounding box \(box)"
    }

    /// The artifacts' paths, one a line, or why there are none.
    var artifactLines: String {
        switch artifacts {
        case .success(let paths):
            return zip(["reference", "actual", "diff"], paths).map { "  \($0): \($1)" }.joined(separator: "\n")
        case .failure(let error):
            return "  no artifacts: \(error)"
        }
    }

    private static func allowance(_ pixels: Double) -> String {
        pixels == pixels.rounded(.down) ? String(Int(pixels)) : String(format: "%.2f", pixels)
    }
}
