import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Two test processes, each running its snapshot tests in parallel, record into one
/// run folder at once (through `EASEL_SNAPSHOT_REPORT`), as `swift test --parallel`
/// and CI matrices do: every record is whole, none is lost; the last process to leave
/// writes the report of both, the one `easel report` makes of the folder.
@Suite struct RunReportProcessTests {
    static let childVariable = "EASEL_RUN_REPORT_CHILD"
    static let referencesVariable = "EASEL_RUN_REPORT_REFERENCES"
    static let count = 12

    /// What the i-th snapshot of a child finds: its reference matches, differs, is
    /// missing and recorded, or is missing and not recorded.
    enum Kind: Int, CaseIterable { case passing, failing, recorded, missing }

    static func name(child: String, index: Int) -> String { "\(child)-\(index)" }

    /// The snapshots of a child's i-th test case: its own, and one both children take
    /// at once (not when it records: which child records and which then matches is a race).
    static func names(child: String, index: Int) -> [String] {
        [name(child: child, index: index)] + (Kind(rawValue: index % 4) == .recorded ? [] : ["shared-\(index)"])
    }

    /// The snapshots one child process takes, in parallel test cases; run by
    /// `twoProcessesRecordIntoOneFolder` only.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil), arguments: 0..<count)
    @MainActor func childProcessSnapshots(index: Int) {
        let environment = ProcessInfo.processInfo.environment
        let child = environment[Self.childVariable] ?? "", references = environment[Self.referencesVariable] ?? ""
        let kind = Kind(rawValue: index % Kind.allCases.count) ?? .passing
        let color = kind == .failing ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)
        for name in Self.names(child: child, index: index) {
            _ = verifySnapshot(of: squareView(color: color), as: .image, named: name,
                               record: kind == .missing ? .never : .missing, snapshotDirectory: references,
                               testName: "processes()")
        }
    }

    @Test func twoProcessesRecordIntoOneFolder() throws {
        let references = temporaryDirectory(), run = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { for folder in [references, run, artifacts] { removeDirectory(folder) } }
        // The references of the passing and failing snapshots: the red square.
        let square = try #require(Image(width: 20, height: 10, rgbaBytes: Self.redSquare).pngData())
        for child in ["one", "two"] {
            for index in 0..<Self.count where [.passing, .failing].contains(Kind(rawValue: index % 4)) {
                try square.write(to: URL(fileURLWithPath: references + "/processes." + Self.name(child: child, index: index) + ".png"))
                try square.write(to: URL(fileURLWithPath: references + "/processes.shared-\(index).png"))
            }
        }
        let children = try ["one", "two"].map { child in
            try Self.launchChild(child, environment: [Self.childVariable: child, Self.referencesVariable: references,
                                                      "EASEL_SNAPSHOT_REPORT": run, "EASEL_ARTIFACTS": artifacts])
        }
        for child in children { child.waitUntilExit() }

        let contents = try RunFolder(path: run).read()
        #expect(contents.incomplete == [])
        var expected: [String: (ComparisonStatus, Bool)] = [:]
        for index in 0..<Self.count {
            let outcome: (ComparisonStatus, Bool) = switch Kind(rawValue: index % 4)! {
            case .passing: (.unchanged, false)
            case .failing: (.changed, true)
            case .recorded, .missing: (.added, true)
            }
            for name in Set(Self.names(child: "one", index: index) + Self.names(child: "two", index: index)) {
                expected["\(references.dropFirst())/processes.\(name).png"] = outcome
            }
        }
        #expect(contents.records.count == expected.count)
        for record in contents.records {
            let outcome = try #require(expected[record.name], "\(record.name) was not expected")
            #expect(record.status == outcome.0 && record.failed == outcome.1, "\(record.name): \(record.status)")
            for picture in record.pictures.all {
                #expect((try? Image(contentsOfFile: run + "/" + picture))?.pixelWidth == 20, "\(picture)")
            }
        }
        // The report of both processes: the failures first.
        let report = try ComparisonRun(records: [RunFolder(path: run)])
        #expect(report.images.prefix(report.failures.count).allSatisfy { $0.exceedsAllowance })
        #expect(report.failures.count == 3 * Self.count * 3 / 4 - Self.count / 4)

        // The last child to leave wrote it in run/report; `easel report` makes the same.
        let summary = { (folder: String) throws -> [String: Any] in
            try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/summary.json")))
                as? [String: Any])
        }
        let atEnd = try summary(run + "/report")
        let images = try #require(atEnd["images"] as? [[String: Any]])
        #expect(images.count == expected.count)
        for image in images {
            let name = try #require(image["name"] as? String)
            #expect(image["status"] as? String == expected[name]?.0.rawValue && image["failed"] as? Bool == expected[name]?.1, "\(name)")
        }
        #expect(FileManager.default.fileExists(atPath: run + "/report/index.html"))
        let easel = Bundle.main.bundleURL.appendingPathComponent("easel").path
        let command = Process()
        command.executableURL = URL(fileURLWithPath: easel)
        command.arguments = ["report", run, "--output", artifacts + "/report", "--json", artifacts + "/report/summary.json",
                             "--junit", artifacts + "/report/junit.xml"]
        command.standardOutput = FileHandle.nullDevice
        command.standardError = FileHandle.nullDevice
        try command.run()
        command.waitUntilExit()
        #expect(command.terminationStatus == 1, "failures exit 1")
        let bytes = { (folder: String) in FileManager.default.contents(atPath: folder + "/summary.json") }
        #expect(bytes(artifacts + "/report") == bytes(run + "/report"))
    }

    /// An XCTest process (one of `XCTestReportingTests`, which records a failure in
    /// the folder `EASEL_SNAPSHOT_REPORT` names) writes the report when its bundle finishes.
    @Test func anXCTestProcessWritesTheReportAtTheEndOfItsRun() throws {
        let run = temporaryDirectory()
        defer { removeDirectory(run) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["EaselTestingTests.XCTestReportingTests/testAFailureIsReportedAtTheCallersFileAndLine"]
        process.environment = ProcessInfo.processInfo.environment.merging(["EASEL_SNAPSHOT_REPORT": run]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(said.contains("easel: snapshot run report (1 snapshot, 1 failed): \(run)/report/index.html\n"), "\(said)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: run + "/report/summary.json")))
            as? [String: Any])
        let images = try #require(summary["images"] as? [[String: Any]])
        #expect(images.map { ($0["name"] as? String)?.hasSuffix("testAFailureIsReportedAtTheCallersFileAndLine.absent.png") } == [true])
    }

    /// The bytes of `squareView()`'s image: white, a red 4×4 square at (2, 2).
    static let redSquare: [UInt8] = (0..<200).flatMap { index -> [UInt8] in
        let x = index % 20, y = index / 20
        return (2..<6).contains(x) && (2..<6).contains(y) ? [255, 0, 0, 255] : [255, 255, 255, 255]
    }

    /// This test bundle again, running only the child's test cases.
    static func launchChild(_ child: String, environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "RunReportProcessTests/childProcessSnapshots"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
