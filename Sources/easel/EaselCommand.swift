import ArgumentParser
import Foundation

/// `easel`: the command line. Each way of using Easel from a shell is a subcommand
/// (`render` and `validate` scenes, `compare` images), and every subcommand's errors
/// end in `ExitStatus.report(_:)`.
@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style views headlessly, and compare the images in CI.",
        discussion: """
        EXAMPLES
          easel render Fixtures/Scenes/showcase.yaml
          easel validate Fixtures/Scenes
          easel compare baseline/ current/ --report Output/report
          easel compare home.png Output/home.png --max-diff-pixels 50
          easel help compare
        """,
        version: "easel \(EaselVersion.current)",
        subcommands: [RenderCommand.self, ValidateCommand.self, CompareCommand.self]
    )

    /// Parses the arguments, runs the command, and exits with the status it ends in.
    static func main() {
        Foundation.exit(ExitStatus.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
    }
}
