import EaselGraphics
import Foundation

/// Where Easel's trace goes: `Trace.write(to:)` (the CLI's `--trace`) writes every
/// event as a JSON line to a file published whole when the trace stops; with
/// `EASEL_TRACE=<file>` in the environment every event is appended to that file as it
/// happens; `Trace.capture(during:)` collects the events of a block (tests read traces
/// this way).
///
/// `EASEL_TRACE` is the one file Easel writes in place: it is a debugging log, and
/// what it holds when a process crashes (the events up to the crash) is its point.
@MainActor
public enum Trace {
    /// Whether anyone listens; callers skip building events when nobody does.
    public static var isEnabled: Bool { !captures.isEmpty || file != nil || log != nil }

    /// Records one event; `make` runs only when the trace is enabled.
    public static func record(_ make: @autoclosure () -> TraceEvent) {
        guard isEnabled else { return }
        let event = make()
        for capture in captures { capture.events.append(event) }
        guard file != nil || log != nil else { return }
        let line = Data((event.jsonLine + "\n").utf8)
        file?.append(line)
        log?.write(line)
    }

    /// Runs `body` and returns the events recorded during it.
    public static func capture(during body: () throws -> Void) rethrows -> [TraceEvent] {
        let capture = Capture()
        captures.append(capture)
        defer { captures.removeAll { $0 === capture } }
        try body()
        return capture.events
    }

    /// Sends the trace to a file from now on (the CLI's `--trace`), or stops with `nil`.
    /// The file appears, whole, when the trace stops (or moves to another file); a
    /// process killed before that leaves any earlier file at that path as it was.
    public static func write(to url: URL?) throws {
        let previous = file
        file = nil
        try previous?.finish()
        guard let url else { return }
        file = try AtomicFileStream(path: url.path)
    }

    private final class Capture {
        var events: [TraceEvent] = []
    }

    private static var captures: [Capture] = []
    private static var file: AtomicFileStream?
    private static let log: FileHandle? = {
        guard let path = ProcessInfo.processInfo.environment["EASEL_TRACE"], !path.isEmpty else { return nil }
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            Diagnostics.report("cannot write the trace file \(path) named by EASEL_TRACE")
            return nil
        }
        return handle
    }()
}
