/// Why a PNG could not be read or written.
///
/// `UIImage(contentsOfFile:)` and `UIImage(data:)` return `nil` on bad input; Easel
/// throws instead, so that a snapshot test or the command line can say which file is
/// wrong and how. `file` is the path, or `nil` for bytes given in memory.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read: it is missing, a directory, or not permitted.
    case unreadableFile(path: String, reason: String)
    /// The file could not be written (see `AtomicFile`).
    case unwritableFile(path: String, reason: String)
    /// The input holds no bytes at all.
    case empty(file: String?)
    /// The input does not start with the PNG signature.
    case notPNG(file: String?)
    /// The input ends before the image does, after `length` bytes.
    case truncated(file: String?, length: Int)
    /// libpng rejected the input (a bad CRC, bad compressed data, an invalid header…);
    /// `message` is libpng's.
    case corrupt(file: String?, message: String)
    /// The input is a valid PNG that Easel cannot hold, or an image that PNG cannot
    /// store (one with no pixels).
    case unsupported(file: String?, reason: String)

    /// The path the error is about, `nil` for data in memory.
    public var file: String? {
        switch self {
        case .unreadableFile(let path, _), .unwritableFile(let path, _): path
        case .empty(let file), .notPNG(let file), .truncated(let file, _),
             .corrupt(let file, _), .unsupported(let file, _): file
        }
    }

    /// The message a user sees: the file, then what is wrong with it.
    public var description: String {
        "\(file ?? "PNG data"): \(problem)"
    }

    private var problem: String {
        switch self {
        case .unreadableFile(_, let reason): "cannot read the file: \(reason)"
        case .unwritableFile(_, let reason): "cannot write the file: \(reason)"
        case .empty: "not a PNG image: it is empty (0 bytes)"
        case .notPNG: "not a PNG image: it does not start with the PNG signature"
        case .truncated(_, let length): "truncated PNG: the data ends after \(length) bytes, before the image is complete"
        case .corrupt(_, let message): "corrupt PNG: \(message)"
        case .unsupported(_, let reason): "unsupported PNG: \(reason)"
        }
    }
}
