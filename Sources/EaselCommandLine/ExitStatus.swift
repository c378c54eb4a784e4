import ArgumentParser
import EaselPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exit statuses of `easel`, and the one place where the way a command ends
/// becomes the status and the message a user sees.
public enum ExitStatus: Int32, Sendable {
    /// Everything passed (or help and the version were asked for).
    case success = 0
    /// The command ran and found what it reports as a failure: images over the
    /// allowance, a scene that could not be rendered.
    case failure = 1
    /// Bad input: a missing or unreadable file, a PNG that cannot be decoded, a scene
    /// with problems, a bad option. The message names the file.
    case badInput = 2

    /// Parses `arguments` as `Root`'s, runs the command and returns how it ended,
    /// having printed the message that goes with it. `report` prints the message of
    /// an error the commands throw and gives its status; it returns `nil` for errors
    /// it does not know, which are swift-argument-parser's own (help, the version,
    /// usage errors).
    public static func run<Root: ParsableCommand>(
        _ root: Root.Type, arguments: [String], reporting report: (any Error) -> ExitStatus?
    ) -> ExitStatus {
        run(root, reporting: report) {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
        }
    }

    /// Runs `body`, a command of `Root`'s already parsed, and returns how it ended, as
    /// `run(_:arguments:reporting:)` does.
    public static func run<Root: ParsableCommand>(
        _ root: Root.Type, reporting report: (any Error) -> ExitStatus?, _ body: () throws -> Void
    ) -> ExitStatus {
        do {
            try body()
            return .success
        } catch {
            if let status = report(error) { return status }
            let message = Root.fullMessage(for: error)
            if Root.exitCode(for: error) == .success {
                if !message.isEmpty { print(message) }
                return .success
            }
            printError(message)
            return .badInput
        }
    }

    /// Writes `message` and a newline to standard error.
    public static func printError(_ message: String) {
        _ = Array((message + "\n").utf8).withUnsafeBytes { AtomicFile.writeAll($0, to: STDERR_FILENO) }
    }
}
