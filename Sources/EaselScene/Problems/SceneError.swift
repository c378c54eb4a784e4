/// Why a scene could not be loaded or rendered: the typed error of every `EaselScene`
/// API, with the message and exit status the command line shows.
public enum SceneError: Error, Sendable, CustomStringConvertible {
    /// The scene (or an option given with it) is bad input: every problem found, in
    /// the order of the file. Nothing was rendered.
    case invalidScene([SceneProblem])
    /// A valid scene could not be rendered or its output written (a disk error).
    case renderFailed(file: String, reason: String)

    /// The problems, one per line; a render failure as `file: reason`.
    public var description: String {
        switch self {
        case .invalidScene(let problems): problems.map(\.message).joined(separator: "\n")
        case .renderFailed(let file, let reason): "\(file): render failed: \(reason)"
        }
    }

    /// The exit status for a command that stops on this error: 2 for bad input, 1 for
    /// a failed render (0 is success).
    public var exitStatus: Int32 {
        switch self {
        case .invalidScene: 2
        case .renderFailed: 1
        }
    }
}
