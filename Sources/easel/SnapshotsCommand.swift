import ArgumentParser
import EaselCommandLine
import EaselDiff

/// `easel snapshots accept|unused <run folder>`: what to do with the references after
/// a test run, from its records.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Accept failed snapshots of a test run, or list references no test uses.",
        discussion: """
        Both read the run folder the snapshot assertions recorded their outcomes in \
        ($EASEL_SNAPSHOT_REPORT, or .build/easel-snapshot-report), and only ever touch \
        references its records name, or the folders those references are in.
        """,
        subcommands: [Accept.self, Unused.self])

    /// `easel snapshots accept <folder> [--test NAME | --image NAME]`.
    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the current images of failed snapshots over their references.",
            discussion: """
            EXIT STATUS
              0  the references were written (or none needed it)
              2  bad input: a missing run folder, no failed snapshot of the test or image named

            EXAMPLES
              easel snapshots accept .build/easel-snapshot-report
              easel snapshots accept .build/easel-snapshot-report --test rendersTitle
              easel snapshots accept .build/easel-snapshot-report \\
                --image Tests/AppTests/__Snapshots__/LabelTests/rendersTitle.1.png
            """)

        @Argument(help: ArgumentHelp("The run folder.", valueName: "folder"))
        var folder: String

        @Option(help: "Only the failed snapshots of this test (`File/test()`, `test()` or `test`).")
        var test: String?

        @Option(help: "Only this image, by its name in the report (its reference's path in the package).")
        var image: String?

        func validate() throws {
            if test != nil, image != nil { throw ValidationError("Give --test or --image, not both.") }
        }

        func run() throws {
            let selection: SnapshotAcceptance.Selection = test.map { .test($0) } ?? image.map { .image($0) } ?? .all
            let copies = try SnapshotAcceptance.accept(selection, in: RunFolder(path: folder))
            guard !copies.isEmpty else {
                print("accept: nothing to copy, the references are up to date")
                return
            }
            print("accept: copied \(copies.count) \(copies.count == 1 ? "image" : "images") over the references:")
            for copy in copies { print("  \(copy.from) → \(copy.to)") }
        }
    }

    /// `easel snapshots unused <folder> [--delete]`.
    struct Unused: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the references no snapshot of a full test run touched.",
            discussion: """
            Looks in every folder that holds a reference of the run, for PNG files no \
            record names. Run the whole test suite first (with an empty run folder): a \
            test that did not run counts as not using its references. A run folder with \
            incomplete records is refused.

            EXIT STATUS
              0  listed (or deleted) them
              2  bad input: a missing run folder, incomplete records

            EXAMPLES
              easel snapshots unused .build/easel-snapshot-report
              easel snapshots unused .build/easel-snapshot-report --delete
            """)

        @Argument(help: ArgumentHelp("The run folder of a full test run.", valueName: "folder"))
        var folder: String

        @Flag(help: "Delete the unused references.")
        var delete = false

        func run() throws {
            let unused = try UnusedReferences.find(in: RunFolder(path: folder))
            for path in unused { print(path) }
            if delete { try UnusedReferences.delete(unused) }
            let count = unused.count == 1 ? "1 unused reference" : "\(unused.count) unused references"
            print(delete ? "deleted \(count)" : count)
        }
    }
}
