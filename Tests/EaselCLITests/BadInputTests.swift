import Foundation
import Testing

/// Every class of bad input, run through the built `easel`: the exact message, the
/// exit status, and nothing written. The table in `docs/RELIABILITY.md` is the same
/// list, with the hostile inputs that `ResourceExhaustionTests` runs, so it cannot
/// drift from what users see.
@Suite struct BadInputTests {
    static let reliability = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/RELIABILITY.md")

    @Test(arguments: BadInputCase.all)
    func badInputIsReportedAndLeavesNothingBehind(_ input: BadInputCase) throws {
        let folder = try BadInputFolder()
        let before = folder.listing()
        let outcome = try folder.easel(input.arguments, unprivileged: input.unprivileged)
        #expect(outcome.status == input.status, "\(outcome)")
        #expect(outcome.errors.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == input.message)
        #expect(outcome.output.isEmpty, "\(outcome)")
        #expect(folder.listing() == before)
    }

    @Test func theReliabilityTableListsEveryClassWithItsRealMessage() throws {
        let lines = try String(contentsOf: Self.reliability, encoding: .utf8).components(separatedBy: "\n")
        let section = try #require(lines.firstIndex(of: "## Bad input"))
        let header = try #require(lines[section...].firstIndex(of: "| Input | Command | Exit | Message |"))
        // The rows after the header and its separator, up to the end of the table.
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        #expect(Array(rows) == (BadInputCase.all + HostileInput.all.map(\.badInput)).map(\.row))
    }
}
