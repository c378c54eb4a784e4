import Foundation

/// Why JPEG data could not be read or written, with the message a user sees.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with a JPEG's start-of-image marker.
    case notJPEG
    /// libjpeg rejected the data; `message` is libjpeg's.
    case corrupt(message: String)
    /// The image is a valid JPEG that Easel cannot hold: over the pixel budget, or in
    /// a color model Easel does not decode (CMYK).
    case unsupported(reason: String)

    /// The message a user sees.
    public var description: String {
        switch self {
        case .notJPEG: "JPEG data: not a JPEG (no start-of-image marker)"
        case .corrupt(let message): "JPEG data: \(message)"
        case .unsupported(let reason): "JPEG data: \(reason)"
        }
    }
}
