import Foundation
import Testing

/// The root command: help with examples, the version, unknown subcommands.
@Suite struct CommandLineTests {
    @Test func helpListsTheSubcommandsWithExamples() throws {
        let outcome = try Easel.run(["--help"], in: NSTemporaryDirectory())
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("USAGE: easel <subcommand>"))
        #expect(outcome.output.contains("render                  Render scene files (YAML or JSON) to PNG frames."))
        #expect(outcome.output.contains("validate                Check scene files without rendering them."))
        #expect(outcome.output.contains("compare                 Compare baseline PNG images with current ones."))
        #expect(outcome.output.contains("EXAMPLES\n  easel render Fixtures/Scenes/showcase.yaml\n  easel validate Fixtures/Scenes\n"))
        #expect(try Easel.run([], in: NSTemporaryDirectory()).output == outcome.output)
    }

    @Test func compareHelpDescribesEveryOptionAndTheExitStatuses() throws {
        let outcome = try Easel.run(["compare", "--help"], in: NSTemporaryDirectory())
        #expect(outcome.status == 0)
        for option in ["--threshold", "--include-aa", "--max-diff-pixels", "--max-diff-ratio", "--ignore <x,y,width,height>",
                       "--ignore-file", "--jobs", "--report", "--json", "--junit", "--update"] {
            #expect(outcome.output.contains(option), "\(option)")
        }
        #expect(outcome.output.contains("EXIT STATUS\n  0  nothing exceeds the allowance"))
        #expect(try Easel.run(["help", "compare"], in: NSTemporaryDirectory()).output == outcome.output)
    }

    @Test func version() throws {
        let outcome = try Easel.run(["--version"], in: NSTemporaryDirectory())
        #expect(outcome.status == 0)
        #expect(outcome.output == "easel 0.1.0\n")
    }

    @Test func anUnknownSubcommandIsBadInput() throws {
        let outcome = try Easel.run(["paint"], in: NSTemporaryDirectory())
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("Error: Unexpected argument 'paint'"))
    }
}
