import ArgumentParser
import EaselDiff
import EaselScene
import Foundation

/// The exit statuses of `easel`, and the one place where the way a command ends
/// becomes the status and the message a user sees.
enum ExitStatus: Int32 {
    /// Everything passed (or help and the version were asked for).
    case success = 0
    /// The command ran and found what it reports as a failure: images over the
    /// allowance.
    case failure = 1
    /// Bad input: a missing or unreadable file, a PNG that cannot be decoded, a bad
    /// option or ignore file. The message names the file.
    case badInput = 2

    /// Runs `easel` with `arguments` and returns how it ended, having printed the
    /// message that goes with it.
    static func run(arguments: [String]) -> ExitStatus {
        do {
            var command = try EaselCommand.parseAsRoot(arguments)
            try command.run()
            return .success
        } catch {
            return report(error)
        }
    }

    /// Prints the message for `error` and returns its status.
    static func report(_ error: any Error) -> ExitStatus {
        switch error {
        case let error as DiffError:
            printError("easel: \(error)")
            return .badInput
        case let error as SceneError:
            // Scene problems read as compiler diagnostics (file:line:column: …).
            printError("\(error)")
            return error.exitStatus == ExitStatus.badInput.rawValue ? .badInput : .failure
        case let failure as RenderFailure:
            // Each scene's problems were printed as it finished.
            return failure.exitStatus == ExitStatus.badInput.rawValue ? .badInput : .failure
        case let collision as OutputCollision:
            printError("easel: \(collision)")
            return .badInput
        case let failure as CommandFailure:
            printError("easel: \(failure)")
            return .failure
        default:
            // swift-argument-parser's own: help, the version, and usage errors.
            let message = EaselCommand.fullMessage(for: error)
            if EaselCommand.exitCode(for: error) == .success {
                if !message.isEmpty { print(message) }
                return .success
            }
            printError(message)
            return .badInput
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// A command that ran to the end and failed what it checks.
enum CommandFailure: Error, CustomStringConvertible {
    /// Images that exceed the allowance, by name.
    case overAllowance([String])

    var description: String {
        switch self {
        case .overAllowance(let names):
            let count = names.count == 1 ? "1 image exceeds" : "\(names.count) images exceed"
            return "\(count) the allowance: \(names.joined(separator: ", "))"
        }
    }
}
