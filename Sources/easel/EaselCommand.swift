import ArgumentParser
import EaselCommandLine
import EaselDiff
import Foundation

/// `easel`: the command line. Each way of using Easel from a shell is a subcommand:
/// `compare` images runs here; `render` and `validate` scenes run in `easel-render`
/// and `port` in `easel-port`, beside this executable (see `CommandForwarder`).
@main
struct EaselCommand: ParsableCommand {
    static let configuration = SceneCommandHelp.root(
        subcommands: [CommandForwarder.Render.self, CommandForwarder.Validate.self, CompareCommand.self,
                     ReportCommand.self, SnapshotsCommand.self, CommandForwarder.Port.self])

    /// Parses the arguments, runs the command, and exits with the status it ends in.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = if let request = CompareRequest(operands: arguments) {
            ExitStatus.run(Self.self, reporting: status(for:)) { try request.run() }
        } else {
            ExitStatus.run(Self.self, arguments: CommandForwarder.helpRequest(arguments), reporting: status(for:))
        }
        Foundation.exit(status.rawValue)
    }

    /// The message and status of `compare`'s errors and of a forward that failed.
    private static func status(for error: any Error) -> ExitStatus? {
        switch error {
        case let error as DiffError:
            ExitStatus.printError("easel: \(error)")
            return .badInput
        case let failure as CommandFailure:
            ExitStatus.printError("easel: \(failure)")
            return .failure
        case let failure as CommandForwarder.Failure:
            ExitStatus.printError("easel: \(failure)")
            return .failure
        default:
            return nil
        }
    }
}

/// A command that ran to the end and failed what it checks.
enum CommandFailure: Error, CustomStringConvertible {
    /// Images that exceed the allowance, by name.
    case overAllowance([String])
    /// A run folder's records that are not whole, by count.
    case incompleteRecords(Int)

    var description: String {
        switch self {
        case .overAllowance(let names):
            let count = names.count == 1 ? "1 image exceeds" : "\(names.count) images exceed"
            return "\(count) the allowance: \(names.joined(separator: ", "))"
        case .incompleteRecords(let count):
            return "\(count == 1 ? "1 record is" : "\(count) records are") incomplete: the run's report is not whole"
        }
    }
}
