import Easel
import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation

/// `easel-bench report`: what one report of a whole test run costs.
///
/// `report.run`: 1,000 snapshot assertions of distinct 200×120 cards, 10 of them
/// failing, each recording its outcome in a run folder, plus the report of the run
/// (`easel report`'s work: reading the records, copying the failures' pictures,
/// writing the HTML, JSON and JUnit), against the same assertions recording nothing.
/// The goal is an overhead under 10 % (a ratio above 1 / 1.1).
///
/// `report.merge8`: `easel report --merge` of the 8 shards of a compare of 800 images
/// (8 changed), against the unsharded `easel compare --report` of the same images.
struct ReportBenchmark: Benchmark {
    let name = "report"
    static let assertions = 1000
    static let failures = 10
    static let size = CGSize(width: 200, height: 120)

    func run() throws -> [BenchmarkResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-report-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return [try runReport(in: directory), try mergeReport(in: directory)]
    }

    private func runReport(in directory: String) throws -> BenchmarkResult {
        let references = directory + "/references", run = directory + "/run"
        return try MainActor.assumeIsolated { () throws -> BenchmarkResult in
            // References before any time counts; the failing ones are of another card.
            for index in 0..<Self.assertions {
                let card = Self.card(index < Self.failures ? index + Self.assertions : index)
                _ = verify(card, named: "\(index)", references: references, record: .all, run: SnapshotConfiguration.reportOff)
            }
            var failed = 0
            func assertAll(run: String) {
                failed = MainActor.assumeIsolated {
                    (0..<Self.assertions).filter {
                        !verify(Self.card($0), named: "\($0)", references: references, record: .never, run: run).passed
                    }.count
                }
                // What the test process waits for when it exits.
                flushSnapshotRunRecords()
            }
            let times = try interleavedMedianMilliseconds(repetitions: 3, [
                { assertAll(run: SnapshotConfiguration.reportOff) },
                { assertAll(run: run) },
            ])
            guard failed == Self.failures else {
                throw BenchmarkError.mismatch("\(failed) assertions failed, not \(Self.failures)")
            }
            var reported = 0
            let reportTime = try medianMilliseconds(repetitions: 3) {
                reported = try Self.writeReport(of: [RunFolder(path: run)], to: directory + "/report").failures.count
            }
            guard reported == Self.failures else { throw BenchmarkError.mismatch("the report shows \(reported) failures") }
            let recording = times[1] - times[0]
            return BenchmarkResult(
                name: "report.run", unit: "ms", easel: times[1] + reportTime,
                baselineName: "the same 1,000 snapshot assertions recording no run report", baseline: times[0],
                goal: 1 / 1.1,
                details: ["assertions": Double(Self.assertions), "failures": Double(Self.failures),
                          "recordingMs": recording, "reportMs": reportTime,
                          "overheadPercent": (recording + reportTime) / times[0] * 100])
        }
    }

    private func mergeReport(in directory: String) throws -> BenchmarkResult {
        let images = 800, shards = 8
        let baseline = directory + "/baseline", current = directory + "/current"
        try MainActor.assumeIsolated {
            for index in 0..<images {
                for (folder, card) in [(baseline, index), (current, index % 100 == 0 ? index + images : index)] {
                    let name = "\(folder)/screens-\(index / 100)/\(index).png"
                    try FileManager.default.createDirectory(atPath: (name as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    guard let png = try Self.rendered(card).pngData() else { throw BenchmarkError.mismatch("no PNG") }
                    try png.write(to: URL(fileURLWithPath: name))
                }
            }
        }
        // The shards, as 8 CI machines leave them.
        let shardFolders = try (1...shards).map { shard -> RunFolder in
            let folder = try ReportFolder(preparing: "\(directory)/shard-\(shard)")
            let run = try ComparisonRun(comparing: baseline, with: current, report: folder,
                                        selecting: { names in names.enumerated().filter { $0.offset % shards == shard - 1 }.map(\.element) })
            try folder.writeRecords(of: run)
            return RunFolder(path: folder.path)
        }
        var merged = 0
        let mergeTime = try medianMilliseconds(repetitions: 5) {
            merged = try Self.writeReport(of: shardFolders, to: directory + "/merged").images.count
        }
        guard merged == images else { throw BenchmarkError.mismatch("the merged report has \(merged) images") }
        let compareTime = try medianMilliseconds(repetitions: 5) {
            let folder = try ReportFolder(preparing: directory + "/whole")
            let run = try ComparisonRun(comparing: baseline, with: current, report: folder)
            try HTMLReport(run, in: folder).write()
            try JSONSummary(run, report: folder).write(toFile: folder.path + "/summary.json")
            try JUnitReport(run, report: folder).write(toFile: folder.path + "/junit.xml")
        }
        return BenchmarkResult(name: "report.merge8", unit: "ms", easel: mergeTime,
                               baselineName: "easel compare --report of the 800 images unsharded", baseline: compareTime,
                               details: ["images": Double(images), "shards": Double(shards)])
    }

    /// `easel report`'s work: the records read, the pictures copied, the reports written.
    private static func writeReport(of folders: [RunFolder], to path: String) throws -> ComparisonRun {
        let run = try ComparisonRun(records: folders)
        let folder = try ReportFolder(preparing: path)
        try folder.storePictures(of: run)
        try HTMLReport(run, in: folder).write()
        try JSONSummary(run, report: folder).write(toFile: path + "/summary.json")
        try JUnitReport(run, report: folder).write(toFile: path + "/junit.xml")
        return run
    }

    @MainActor
    private func verify(_ view: View, named name: String, references: String, record: RecordMode,
                        run: String) -> SnapshotResult {
        withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: references + "/../artifacts", reportDirectory: run)) {
            verifySnapshot(of: view, as: .image(size: Self.size), named: name, record: record,
                           snapshotDirectory: references, testName: "card")
        }
    }

    /// Card `index` rendered through a window.
    @MainActor
    private static func rendered(_ index: Int) throws -> Image {
        let window = try shownInWindow(card(index), size: size, scale: 1, name: "card \(index)")
        guard let image = window.lastFrame?.image else { throw BenchmarkError.mismatch("card \(index) has no frame") }
        return image
    }

    /// A card that differs from every other one: its tint and its title.
    @MainActor
    static func card(_ index: Int) -> View {
        let card = View(frame: CGRect(origin: .zero, size: size))
        card.backgroundColor = Color(red: 0.3 + 0.6 * CGFloat(index % 7) / 6, green: 0.8, blue: 0.3 + 0.6 * CGFloat(index % 11) / 10)
        let title = Label(frame: CGRect(x: 12, y: 12, width: 176, height: 30))
        title.font = Font.boldSystemFont(ofSize: 20)
        title.text = "Card \(index)"
        card.addSubview(title)
        return card
    }
}
