import EaselGraphics
import Foundation

/// Where Easel's trace goes: with `EASEL_TRACE=<file>` in the environment every event
/// is appended to that file as a JSON line; `Trace.capture(during:)` collects the
/// events of a block (tests read traces this way).
@MainActor
public enum Trace {
    /// Whether anyone listens; callers skip building events when nobody does.
    public static var isEnabled: Bool { !captures.isEmpty || file != nil }

    /// Records one event; `make` runs only when the trace is enabled.
    public static func record(_ make: @autoclosure () -> TraceEvent) {
        guard isEnabled else { return }
        let event = make()
        for capture in captures { capture.events.append(event) }
        file?.write(Data((event.jsonLine + "\n").utf8))
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
    /// The file is created or truncated.
    public static func write(to url: URL?) throws {
        try file?.close()
        file = nil
        guard let url else { return }
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        file = try FileHandle(forWritingTo: url)
    }

    private final class Capture {
        var events: [TraceEvent] = []
    }

    private static var captures: [Capture] = []
    private static var file: FileHandle? = {
        guard let path = ProcessInfo.processInfo.environment["EASEL_TRACE"], !path.isEmpty else { return nil }
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            Diagnostics.report("cannot write the trace file \(path) named by EASEL_TRACE")
            return nil
        }
        return handle
    }()
}
