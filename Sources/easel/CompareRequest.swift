import EaselCommandLine
import EaselDiff
import Foundation

/// One `easel compare`, as plain values: what `CompareCommand`'s options parse into,
/// and what `easel compare <baseline> <current>` becomes without the parser (see
/// `init(operands:)`). Running it compares, prints, writes the reports and updates
/// the baseline.
struct CompareRequest {
    var baseline: String
    var current: String
    var options = ComparisonOptions()
    var allowance = Allowance()
    var ignoreFile: String?
    /// At most this many images at once; `nil`, one per core.
    var jobs: Int?
    var limits = ComparisonLimits.standard
    var report: String?
    /// The JSON, JUnit and Markdown files to write.
    var files = ReportFiles()
    var update = false
    /// Only this shard of the images; the report folder then keeps their records.
    var shard: Shard?

    /// `compare <baseline> <current>` and nothing else, every option at its default:
    /// the way CI scripts call `easel` once per image pair. swift-argument-parser's
    /// set-up (reflecting over the command tree, first uses of its generic types) is
    /// half of such a run when the files are identical, so this one shape skips it;
    /// anything else (an option, `--help`, a third operand) is the parser's.
    init?(operands arguments: [String]) {
        guard arguments.count == 3, arguments[0] == CompareCommand.configuration.commandName,
              !arguments[1].hasPrefix("-"), !arguments[2].hasPrefix("-") else { return nil }
        self.init(baseline: arguments[1], current: arguments[2])
    }

    init(baseline: String, current: String) {
        self.baseline = baseline
        self.current = current
    }

    func run() throws {
        let ignore = try ignoreFile.map { path throws(DiffError) in try IgnoreFile(contentsOfFile: path) } ?? IgnoreFile()
        let folder = try report.map { path throws(DiffError) in try ReportFolder(preparing: path) }
        let run = try ComparisonRun(comparing: baseline, with: current, options: options, allowance: allowance,
                                    ignoreFile: ignore, jobs: jobs, limits: limits, report: folder,
                                    selecting: { names in shard?.select(imageNames: names) ?? names })
        Console.printResults(of: run)
        Console.warnAboutUnmatched(ignore, in: run, file: ignoreFile)
        if let folder, let shard { try folder.writeRecords(of: run, shard: shard.index, of: shard.count) }
        try files.write(run, folder: folder)
        if update {
            Console.printUpdate(try BaselineUpdate.apply(run))
            return
        }
        guard run.passed else { throw CommandFailure.overAllowance(run.failures.map(\.name)) }
    }
}
