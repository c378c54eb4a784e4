import ArgumentParser
import EaselCommandLine
import EaselGraphics
import EaselScene
import Foundation

/// `easel-render`: where `easel render` and `easel validate` run. `easel` hands it
/// their arguments whole (see `CommandForwarder`), so that `easel` itself never
/// loads cairo and Pango. To the user it is `easel`: its root has the same name,
/// help and version.
@main
struct EaselRenderCommand: ParsableCommand {
    static let configuration = SceneCommandHelp.root(subcommands: [RenderCommand.self, ValidateCommand.self])

    /// Parses the arguments, runs the command, and exits with the status it ends in.
    static func main() {
        // This process is Easel's alone: its fonts may be fontconfig's default.
        FontLibrary.becomesProcessDefault = true
        let status = ExitStatus.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()), reporting: status(for:))
        Foundation.exit(status.rawValue)
    }

    /// The message and status of the scene commands' errors.
    private static func status(for error: any Error) -> ExitStatus? {
        switch error {
        case let error as SceneError:
            // Scene problems read as compiler diagnostics (file:line:column: …).
            ExitStatus.printError("\(error)")
            return error.exitStatus == ExitStatus.badInput.rawValue ? .badInput : .failure
        case let failure as RenderFailure:
            // Each scene's problems were printed as it finished.
            return failure.exitStatus == ExitStatus.badInput.rawValue ? .badInput : .failure
        case let collision as OutputCollision:
            ExitStatus.printError("easel: \(collision)")
            return .badInput
        default:
            return nil
        }
    }
}
