import Foundation

/// Where Easel reports what UIKit would log to the console and go on: a context used
/// after its draw call, a font that is not installed, a layout loop.
///
/// Reports go to standard error unless a caller collects them with
/// `Diagnostics.collect(during:)` (tests do, and the run loop does to put them in
/// the trace).
public enum Diagnostics {
    /// Reports one diagnostic message.
    public static func report(_ message: String) {
        if let collector = Collector.current {
            collector.messages.append(message)
        } else {
            FileHandle.standardError.write(Data("easel: \(message)\n".utf8))
        }
    }

    /// Runs `body` and returns its result with the diagnostics reported during it on
    /// this thread or task, instead of printing them.
    public static func collect<R>(during body: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let collector = Collector()
        let result = try Collector.$current.withValue(collector, operation: body)
        return (result, collector.messages)
    }

    /// The messages reported within one `collect(during:)`; touched only by the
    /// thread or task that runs it.
    private final class Collector: @unchecked Sendable {
        @TaskLocal static var current: Collector?
        var messages: [String] = []
    }
}
