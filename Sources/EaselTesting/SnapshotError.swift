/// Why a snapshot could not be taken or checked; the assertion fails with the message.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The size to render at has no area.
    case emptySize(width: Double, height: Double)
    /// The window committed no frame to capture.
    case noFrame
    /// A layer that backs no view cannot be put in a window.
    case layerWithoutView
    /// A masked view is not in the window that was captured.
    case maskedViewNotShown(String)
    /// The scene file could not be read or rendered.
    case scene(file: String, reason: String)
    /// The scene captured no frame.
    case sceneWithoutFrames(file: String)
    /// The image has no pixels, which PNG cannot store.
    case emptyImage
    /// The reference file exists but is not a PNG image Easel can read.
    case unreadableReference(path: String, reason: String)
    /// A reference or artifact could not be written.
    case cannotWrite(path: String, reason: String)
    /// `EASEL_RECORD` names no record mode.
    case invalidRecordMode(String)
    /// An animation's duration is negative or not finite, or its frame rate is not
    /// 1…65535 frames a second (what APNG's delays can hold).
    case invalidAnimation(duration: Double, fps: Int)
    /// A text snapshot differs from its reference: the unified diff from the reference
    /// to the new text, and whether the reference was re-recorded (record mode `failed`).
    case textDiffers(path: String, unifiedDiff: String, rerecorded: Bool)
    /// The reference of a text snapshot is not UTF-8 text.
    case unreadableTextReference(path: String)
    /// An animated snapshot differs from its reference APNG (`frames` lists the frames
    /// that differ, from 0), and whether the reference was re-recorded.
    case animationDiffers(path: String, summary: String, frames: [Int], rerecorded: Bool)

    public var description: String {
        switch self {
        case let .emptySize(width, height):
            return "cannot snapshot at \(width)×\(height) points: the size has no area (give `size:` or a frame)"
        case .noFrame: return "the window committed no frame to capture"
        case .layerWithoutView: return "the layer backs no view; snapshot the view it belongs to, or put it in one"
        case let .maskedViewNotShown(name): return "the masked view \(name) is not in the captured window"
        case let .scene(file, reason): return "\(file): \(reason)"
        case let .sceneWithoutFrames(file): return "\(file): the scene captured no frame"
        case .emptyImage: return "the snapshot has no pixels, and PNG cannot store an empty image"
        case let .unreadableReference(path, reason): return "\(path): the reference is unreadable: \(reason)"
        case let .cannotWrite(path, reason): return "\(path): cannot write: \(reason)"
        case let .invalidRecordMode(value):
            let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(RecordMode.environmentVariable)=\(value) is not a record mode (\(modes))"
        case let .invalidAnimation(duration, fps):
            return "cannot record \(duration) s at \(fps) frames a second: the duration must be 0 or more, the rate 1…65535"
        case let .textDiffers(path, diff, rerecorded):
            let action = rerecorded ? "; re-recorded the reference" : ""
            return "\(path): the text differs from the reference (- reference, + new)\(action):\n\(diff)"
        case let .unreadableTextReference(path): return "\(path): the reference is not UTF-8 text"
        case let .animationDiffers(path, summary, frames, rerecorded):
            let action = rerecorded ? "; re-recorded the reference" : ""
            let list = frames.map(String.init).joined(separator: ", ")
            return "\(path): the animation differs from the reference in frames \(list)\(action): \(summary)"
        }
    }
}
