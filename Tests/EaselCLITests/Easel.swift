import Foundation
import Testing

/// The `easel` binary built beside this test bundle, run as a user runs it.
enum Easel {
    static let executable = Bundle.main.bundleURL.appendingPathComponent("easel").path

    /// How a run ended and what it printed.
    struct Outcome: CustomStringConvertible {
        let status: Int32
        let output: String
        let errors: String

        var description: String { "exit \(status)\nstdout:\n\(output)stderr:\n\(errors)" }
    }

    /// Runs `easel` (or another copy of it) with `arguments` in `directory`, with
    /// `environment` added to this process's; through `launcher` when given (a command
    /// that runs the rest of its arguments, such as `setpriv` to run as another user).
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                    launcher: [String] = [], executable: String = executable) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher.first ?? executable)
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [executable] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both while the process runs, so that neither pipe fills up and blocks it.
        nonisolated(unsafe) var errorData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        return Outcome(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                       errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// A working folder with `baseline/` and `current/` made of the pixelmatch fixtures:
/// `ui.png` changed (208 pixels), `circle.png` anti-aliasing only, `same/one.png` with
/// the same bytes, `new.png` added, `old.png` removed.
final class Workspace {
    let path: String
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Diff").path

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)").path
        for (fixture, destination) in [("rendered-ui/baseline.png", "baseline/ui.png"), ("rendered-ui/current.png", "current/ui.png"),
                                       ("antialiased-circle/baseline.png", "baseline/circle.png"),
                                       ("antialiased-circle/current.png", "current/circle.png"),
                                       ("one-pixel/baseline.png", "baseline/same/one.png"),
                                       ("one-pixel/baseline.png", "current/same/one.png"),
                                       ("identical/baseline.png", "current/new.png"),
                                       ("semi-transparent/baseline.png", "baseline/old.png")] {
            try copy(Self.fixtures + "/" + fixture, to: destination)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func path(_ name: String) -> String { path + "/" + name }

    func copy(_ source: String, to name: String) throws {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: path(name))
        try FileManager.default.copyItem(atPath: source, toPath: path(name))
    }

    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func read(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(name))) }

    /// Every file and its bytes, by relative path.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for subpath in try FileManager.default.subpathsOfDirectory(atPath: path) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path(subpath), isDirectory: &isFolder), !isFolder.boolValue {
                files[subpath] = try read(subpath)
            }
        }
        return files
    }

    /// Runs `easel` here.
    func easel(_ arguments: String...) throws -> Easel.Outcome {
        try Easel.run(arguments, in: path)
    }
}
