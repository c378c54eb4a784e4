import ArgumentParser
import EaselCommandLine
import EaselPNG
import EaselPort
import Foundation

/// `easel-port`: where `easel port` runs. `easel` hands it the arguments whole (see
/// `CommandForwarder`), so that `easel` itself never links swift-syntax. To the user
/// it is `easel`: its root has the same name, help and version.
@main
struct EaselPortCommand: ParsableCommand {
    static let configuration = SceneCommandHelp.root(subcommands: [PortCommand.self])

    /// Parses the arguments, runs the command, and exits with the status it ends in.
    static func main() {
        let status = ExitStatus.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()), reporting: status(for:))
        Foundation.exit(status.rawValue)
    }

    /// The message and status of `port`'s errors.
    private static func status(for error: any Error) -> ExitStatus? {
        switch error {
        case let error as PortError:
            ExitStatus.printError("\(error)")
            return .badInput
        case let error as PortInputError:
            ExitStatus.printError("\(error)")
            return .badInput
        case is PortIncomplete:
            return .failure
        case let error as AtomicFileError:
            ExitStatus.printError("easel: \(error)")
            return .failure
        default:
            return nil
        }
    }
}
