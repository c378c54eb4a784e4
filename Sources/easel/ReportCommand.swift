import ArgumentParser
import EaselCommandLine
import EaselDiff
import Foundation

/// `easel report <run folder>`: the report of a whole snapshot test run, failures first,
/// or with `--merge` of the shards of `easel compare --shard`, the unsharded compare's
/// report; made from their records: the same HTML page, JSON summary, JUnit XML and
/// Markdown summary as `easel compare`.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report a snapshot test run, or merge the shards of a compare run.",
        discussion: """
        Every snapshot assertion (EaselTesting's assertSnapshot and verifySnapshot) \
        records its outcome in a run folder: $EASEL_SNAPSHOT_REPORT, or \
        .build/easel-snapshot-report. This command makes one report of a folder, or \
        with --merge of several: the failures first, each with its baseline, current and \
        diff images, a slider and an onion skin, its test and source location, and the \
        command that accepts it. The last test process to leave a run folder writes \
        this report into <folder>/report itself, with summary.json and junit.xml \
        (EASEL_SNAPSHOT_REPORT_AT_END=0 turns that off).

        `easel compare --shard i/n --report <folder>` records each image of its shard in \
        its report folder, with what it compared (shard.json). The merge of all n \
        shards of one compare is the report the unsharded compare makes: its images by \
        name, with the same paths and figures. A shard left out is named as incomplete; \
        shards of different compares cannot be merged.

        A record that is not whole (a test process killed while writing it, a corrupt \
        file) is left out and named, in the report and on standard error.

        EXIT STATUS
          0  every recorded image passed
          1  some image failed, or some record is incomplete
          2  bad input: a missing or unreadable folder, a bad option

        EXAMPLES
          easel report .build/easel-snapshot-report
          easel report .build/easel-snapshot-report --output Output/snapshots --junit snapshots.xml
          easel report --merge shard-1/ shard-2/ shard-3/ --output report --markdown summary.md
        """
    )

    @Argument(help: ArgumentHelp("The run folder; with --merge, every shard's folder.", valueName: "folder"))
    var folders: [String] = []

    @Flag(help: "Join the records of several run folders (the shards of a CI matrix) into one report.")
    var merge = false

    @Option(help: ArgumentHelp("Write the HTML report (index.html and images) into this folder; <folder>/report by default, needed with --merge.",
                               valueName: "folder"))
    var output: String?

    @OptionGroup var reportFiles: ReportFileOptions

    func validate() throws {
        if folders.isEmpty { throw ValidationError("Give the run folder to report.") }
        if !merge, folders.count > 1 {
            throw ValidationError("Give one run folder, or --merge to join \(folders.count) of them.")
        }
        if merge, output == nil { throw ValidationError("--merge needs --output: the folder the joined report goes in.") }
        if let duplicate = Dictionary(grouping: folders, by: { URL(fileURLWithPath: $0).standardizedFileURL.path })
            .first(where: { $0.value.count > 1 }) {
            throw ValidationError("\(duplicate.value[0]) is given twice.")
        }
    }

    func run() throws {
        let run = try ComparisonRun(records: folders.map(RunFolder.init(path:)))
        let folder = try ReportFolder(preparing: output ?? folders[0] + "/" + RunReport.folderName)
        try folder.storePictures(of: run)
        Console.printResults(of: run)
        for record in run.incompleteRecords {
            ExitStatus.printError("easel: warning: \(record): left out of the report")
        }
        try reportFiles.files.write(run, folder: folder)
        guard run.passed else { throw CommandFailure.overAllowance(run.failures.map(\.name)) }
        guard run.incompleteRecords.isEmpty else { throw CommandFailure.incompleteRecords(run.incompleteRecords.count) }
    }
}
