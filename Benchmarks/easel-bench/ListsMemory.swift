import Easel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The memory side of `easel-bench lists`: what a table of 100,000 self-sizing rows
/// keeps against one of 1,000, each measured in a child process of its own (this
/// executable again, with `rowsVariable` set) so that neither inherits the other's
/// heap or the allocator's free lists.
///
/// A child makes the table, commits its first frame, then scrolls it as the timing
/// rounds do (to the middle, to the end) and commits again. It reports how much the
/// resident set grew over the process's own at start (`/proc/self/statm`) after the
/// first frame and after scrolling, and the peak resident set of the whole process
/// (`ru_maxrss`). (glibc's `mallinfo2`, the live heap, is not in Swift's Glibc module;
/// the resident set also counts what the allocator keeps after a free, the same in
/// both children.)
enum ListsMemory {
    /// Set to a row count, it makes `easel-bench lists` measure that table's memory
    /// only and print it as one result.
    static let rowsVariable = "EASEL_BENCH_LISTS_MEMORY_ROWS"

    /// What one child measured, in bytes.
    struct Sample {
        var residentGrowthAfterFirstFrame: Double
        var residentGrowthAfterScrolling: Double
        var peakResidentSet: Double
    }

    /// The row count this process measures, when it is a child.
    static var childRows: Int? {
        ProcessInfo.processInfo.environment[rowsVariable].flatMap(Int.init)
    }

    /// The child's work: the table of `rows`, measured; printed as the result
    /// `lists.memory.child` whose details are the sample.
    @MainActor
    static func measureInThisProcess(rows: Int) -> BenchmarkResult {
        let start = residentBytes()
        let screen = ListsBenchmark.Screen(rows: rows)
        let afterFirstFrame = residentBytes() - start
        for row in [rows / 2, rows - 1] {
            screen.table.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
            screen.window.commit()
            for _ in 0..<15 {
                screen.table.contentOffset.y -= 44
                screen.window.commit()
            }
        }
        let afterScrolling = residentBytes() - start
        withExtendedLifetime(screen) {}
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return BenchmarkResult(name: "lists.memory.child", unit: "bytes", easel: afterScrolling,
                               baselineName: "none", baseline: afterScrolling,
                               details: ["rows": Double(rows), "residentGrowthAfterFirstFrame": afterFirstFrame,
                                         "residentGrowthAfterScrolling": afterScrolling,
                                         "peakResidentSet": Double(usage.ru_maxrss) * 1024])
    }

    /// Runs this executable as a child measuring a table of `rows`.
    static func sample(rows: Int) throws -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["lists"]
        process.environment = ProcessInfo.processInfo.environment.merging([rowsVariable: String(rows)]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let line = String(decoding: printed, as: UTF8.self).split(separator: "\n").last,
              let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let details = object["details"] as? [String: Double],
              let first = details["residentGrowthAfterFirstFrame"], let scrolled = details["residentGrowthAfterScrolling"],
              let peak = details["peakResidentSet"]
        else { throw BenchmarkError.process("easel-bench lists: the memory child for \(rows) rows failed") }
        return Sample(residentGrowthAfterFirstFrame: first, residentGrowthAfterScrolling: scrolled, peakResidentSet: peak)
    }

    /// The results: the 100,000-row table's memory against the 1,000-row table's, after
    /// the first frame, after scrolling and at the peak. Goal: within 10 % (a ratio of
    /// at least 0.9).
    static func results() throws -> [BenchmarkResult] {
        let large = try sample(rows: 100_000), small = try sample(rows: 1000)
        let baselineName = "the same table with 1,000 rows (its own process)"
        return [
            BenchmarkResult(name: "lists.memory.firstFrame", unit: "bytes", easel: large.residentGrowthAfterFirstFrame,
                            baselineName: baselineName, baseline: small.residentGrowthAfterFirstFrame, goal: 0.9,
                            details: ["bytesPerExtraRow": (large.residentGrowthAfterFirstFrame - small.residentGrowthAfterFirstFrame) / 99_000]),
            BenchmarkResult(name: "lists.memory.scrolled", unit: "bytes", easel: large.residentGrowthAfterScrolling,
                            baselineName: baselineName, baseline: small.residentGrowthAfterScrolling, goal: 0.9,
                            details: ["bytesPerExtraRow": (large.residentGrowthAfterScrolling - small.residentGrowthAfterScrolling) / 99_000]),
            BenchmarkResult(name: "lists.memory.peakResidentSet", unit: "bytes", easel: large.peakResidentSet,
                            baselineName: baselineName, baseline: small.peakResidentSet, goal: 0.9),
        ]
    }

    /// The bytes of the process's memory resident now.
    private static func residentBytes() -> Double {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        let pages = fields.count > 1 ? Double(fields[1]) ?? 0 : 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}
