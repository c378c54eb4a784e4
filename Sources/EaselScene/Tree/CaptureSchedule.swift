import Foundation

/// Which frames a render keeps: `capture: last | every | [0.25, 0.5]`.
public enum CaptureSchedule: Hashable, Sendable {
    /// The window as it is at the end of the timeline (the default).
    case last
    /// Every frame the window commits, in order.
    case every
    /// The window as it is at each of these virtual times (in seconds, ascending).
    case times([TimeInterval])

    /// The schedule the command line's `--capture` writes: `last`, `every`, or times
    /// separated by commas (`0.25,0.5`).
    public init(parsing text: String) throws(SceneError) {
        switch text {
        case "last": self = .last
        case "every": self = .every
        default:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let times = parts.compactMap { Double($0) }.filter { $0.isFinite && $0 >= 0 }
            guard !parts.isEmpty, times.count == parts.count else {
                throw .invalidScene([SceneProblem(
                    file: nil, location: nil, path: ScenePath(components: [.key("--capture")]),
                    kind: .typeMismatch(expected: "last, every, or times in seconds such as 0.25,0.5",
                                        found: SceneNode.quoted(text)))])
            }
            self = .times(Array(Set(times)).sorted())
        }
    }

    /// The name of the file a frame captured at `time` (or as the window's frame
    /// `index`) goes to, without extension: `last`, `frame-000003`, `at-0.250`.
    func frameName(index: Int, time: TimeInterval) -> String {
        switch self {
        case .last: "last"
        case .every: String(format: "frame-%06d", index)
        case .times: Self.timeName(time)
        }
    }

    static func timeName(_ time: TimeInterval) -> String {
        String(format: "at-%.3f", time)
    }
}
