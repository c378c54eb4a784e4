import ArgumentParser
import Foundation

/// `easel`: the command line. Each way of using Easel from a shell is a subcommand
/// beside `compare` (rendering and validating scenes join it), and every subcommand's
/// errors end in `ExitStatus.report(_:)`.
@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style views headlessly, and compare the images in CI.",
        discussion: """
        EXAMPLES
          easel compare baseline/ current/ --report Output/report
          easel compare home.png Output/home.png --max-diff-pixels 50
          easel help compare
        """,
        version: "easel \(EaselVersion.current)",
        subcommands: [CompareCommand.self]
    )

    /// Parses the arguments, runs the command, and exits with the status it ends in.
    static func main() {
        Foundation.exit(ExitStatus.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
    }
}
