import Easel
import EaselCommandLine
import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation

/// `easel-bench report`: what one report of a whole test run costs.
///
/// `report.run`: 1,000 snapshot assertions of distinct 200×120 cards, 10 of them
/// failing, each recording its outcome in a run folder, plus the report of the run as
/// the run's last process writes it (``RunReport``: reading the records, copying the
/// failures' pictures, writing the HTML, JSON and JUnit), against the same assertions
/// recording nothing.
/// The goal is an overhead under 10 % (a ratio above 1 / 1.1).
///
/// `report.merge8`: `easel report --merge` of the 8 shards of a compare of 800 images
/// in 100 scene folders (8 changed), against the unsharded `easel compare --report` of
/// the same images.
///
/// Both measure the process's CPU time (every thread's: the assertions', the PNG
/// encoder's, the compare's workers'), the two sides alternating round by round:
/// on a loaded machine wall time moves by seconds between rounds, CPU time much less.
/// Every round of `report.run` records into an empty run folder, as one test run does,
/// so its report reads that run's 1,000 records (not every earlier round's too); and
/// every other round starts with the recording side, so that neither side always runs
/// after the other (what the body before leaves in the heap and the caches moves the
/// next one by tens of milliseconds). The recording's cost is measured assertion by
/// assertion, recording and not in turn (`interleavedRecordingCost`); the whole runs'
/// paired difference (each round's, averaged with the next round's of the other order)
/// is given beside it, `wholeRunRecordingCPUMs`, and moves by ±20 ms on a busy machine.
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
            }
            var reported = (images: 0, failures: 0)
            let rounds = try Self.alternatedRounds(rounds: 20, emptying: run, [
                { assertAll(run: SnapshotConfiguration.reportOff) },
                { assertAll(run: run) },
                {
                    let report = try RunReport.write(of: [RunFolder(path: run)], to: directory + "/report")
                    reported = (report.images.count, report.failures.count)
                },
            ])
            guard failed == Self.failures else {
                throw BenchmarkError.mismatch("\(failed) assertions failed, not \(Self.failures)")
            }
            guard reported == (Self.assertions, Self.failures) else {
                throw BenchmarkError.mismatch("the report shows \(reported.images) snapshots and \(reported.failures) failures")
            }
            let (without, with, report) = (Timing.median(rounds.map { $0[0] }), Timing.median(rounds.map { $0[1] }),
                                           Timing.median(rounds.map { $0[2] }))
            // Each estimate averages a round of each order, so that where a side runs in
            // its round (first, or after the other) weighs on both sides alike.
            let differences = rounds.map { $0[1].cpu - $0[0].cpu }
            let wholeRunRecording = stride(from: 0, to: differences.count, by: 2)
                .map { (differences[$0] + differences[$0 + 1]) / 2 }.sorted()[differences.count / 4]
            let recording = Self.interleavedRecordingCost(rounds: 10, emptying: run) { index, records in
                _ = verify(Self.card(index), named: "\(index)", references: references, record: .never,
                           run: records ? run : SnapshotConfiguration.reportOff)
            }
            // The figure and the ratio are the estimates': the median of the side that
            // records nothing plus the recording's and the report's own costs, never two
            // medians of different rounds.
            return BenchmarkResult(
                name: "report.run", unit: "ms CPU", easel: without.cpu + recording + report.cpu,
                baselineName: "the same 1,000 snapshot assertions recording no run report", baseline: without.cpu,
                goal: 1 / 1.1,
                details: ["assertions": Double(Self.assertions), "failures": Double(Self.failures),
                          "recordingSideMedianCPUMs": with.cpu,
                          "recordingCPUMs": recording, "wholeRunRecordingCPUMs": wholeRunRecording,
                          "reportCPUMs": report.cpu,
                          "overheadPercent": (recording + report.cpu) / without.cpu * 100,
                          "wallMs": with.wall + report.wall, "baselineWallMs": without.wall])
        }
    }

    private func mergeReport(in directory: String) throws -> BenchmarkResult {
        let images = 800, shards = 8
        let baseline = directory + "/baseline", current = directory + "/current"
        try MainActor.assumeIsolated {
            for index in 0..<images {
                for (folder, card) in [(baseline, index), (current, index % 100 == 0 ? index + images : index)] {
                    let name = "\(folder)/scene-\(index / 8)/\(index % 8).png"
                    try FileManager.default.createDirectory(atPath: (name as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    guard let png = try Self.rendered(card).pngData() else { throw BenchmarkError.mismatch("no PNG") }
                    try png.write(to: URL(fileURLWithPath: name))
                }
            }
        }
        // The shards, as 8 CI machines leave them after `easel compare --shard i/8 --report`.
        let shardFolders = try (1...shards).map { index -> RunFolder in
            let shard = Shard(argument: "\(index)/\(shards)")!
            let folder = try ReportFolder(preparing: "\(directory)/shard-\(index)")
            let run = try ComparisonRun(comparing: baseline, with: current, report: folder,
                                        selecting: { shard.select(imageNames: $0) })
            try folder.writeRecords(of: run, shard: index, of: shards)
            return RunFolder(path: folder.path)
        }
        var (merged, whole): ([String], [String]) = ([], [])
        let times = try Self.alternatedMedians(rounds: 5, [
            { merged = try RunReport.write(of: shardFolders, to: directory + "/merged").images.map(\.name) },
            {
                let folder = try ReportFolder(preparing: directory + "/whole")
                let run = try ComparisonRun(comparing: baseline, with: current, report: folder)
                try HTMLReport(run, in: folder).write()
                try JSONSummary(run, report: folder).write(toFile: folder.path + "/summary.json")
                try JUnitReport(run, report: folder).write(toFile: folder.path + "/junit.xml")
                whole = run.images.map(\.name)
            },
        ])
        guard merged.count == images, merged == whole else {
            throw BenchmarkError.mismatch("the merged report has \(merged.count) images, not the unsharded run's \(whole.count) in its order")
        }
        return BenchmarkResult(name: "report.merge8", unit: "ms CPU", easel: times[0].cpu,
                               baselineName: "easel compare --report of the 800 images unsharded", baseline: times[1].cpu,
                               details: ["images": Double(images), "shards": Double(shards),
                                         "wallMs": times[0].wall, "baselineWallMs": times[1].wall])
    }

    /// The median wall and process CPU time of each body over `rounds` rounds that run
    /// every body once in turn, after a warm-up round.
    private static func alternatedMedians(rounds: Int, _ bodies: [() throws -> Void]) throws -> [Timing] {
        let samples = try alternatedRounds(rounds: rounds, emptying: nil, bodies)
        return bodies.indices.map { index in Timing.median(samples.map { $0[index] }) }
    }

    /// The wall and process CPU time of each body in each of `rounds` rounds that run
    /// every body once, after a warm-up round: even rounds in the order given, odd ones
    /// from the second body on (the first last), so that no body always follows the
    /// same one. Before each round (untimed), `folder` is removed when given.
    private static func alternatedRounds(rounds: Int, emptying folder: String?,
                                         _ bodies: [() throws -> Void]) throws -> [[Timing]] {
        let empty = { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        empty()
        for body in bodies { try body() }
        return try (0..<rounds).map { round in
            empty()
            var timings = [Timing?](repeating: nil, count: bodies.count)
            let order = Array(bodies.indices)
            for index in round.isMultiple(of: 2) ? order : Array(order.dropFirst() + order.prefix(1)) {
                let (wallStart, cpuStart) = (ContinuousClock.now, processCPUMilliseconds())
                try bodies[index]()
                let cpu = processCPUMilliseconds() - cpuStart
                let elapsed = ContinuousClock.now - wallStart
                timings[index] = Timing(wall: Double(elapsed.components.seconds) * 1000
                                            + Double(elapsed.components.attoseconds) / 1e15, cpu: cpu)
            }
            return timings.map { $0! }
        }
    }

    /// What recording costs the assertions, measured assertion by assertion: each round
    /// (into an empty `folder`) runs every assertion twice, recording in one pass and not
    /// in the other, alternating from one assertion to the next, so that a change of load
    /// during the round weighs on both sides alike (a whole run's two sides, half a
    /// second apart, differ by tens of milliseconds on a busy machine). Every assertion
    /// is timed alone (the process's CPU, its PNG workers' with it), and each recording
    /// assertion still runs between two renders, whose work evicts the record's code and
    /// data from the caches as in a real run. The median over the rounds of what the
    /// recording assertions took more than the others, in milliseconds.
    private static func interleavedRecordingCost(rounds: Int, emptying folder: String,
                                                 _ assertion: (_ index: Int, _ records: Bool) -> Void) -> Double {
        let costs = (0..<rounds).map { round in
            try? FileManager.default.removeItem(atPath: folder)
            var difference = 0.0
            for pass in 0..<2 {
                for index in 0..<assertions {
                    let records = (index + pass + round).isMultiple(of: 2)
                    let start = processCPUMilliseconds()
                    assertion(index, records)
                    let cpu = processCPUMilliseconds() - start
                    difference += records ? cpu : -cpu
                }
            }
            return difference
        }
        return costs.sorted()[rounds / 2]
    }

    /// The CPU time of every thread of the process so far.
    private static func processCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
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
