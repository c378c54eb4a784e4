import EaselScene
import Foundation

/// How rendering one scene ended: its frames, or the messages of what went wrong.
struct SceneOutcome: Sendable {
    /// What a child process tells its parent of a scene it rendered (`--quiet`).
    struct Report: Codable {
        let folder: String
        let frames: Int
    }

    let file: URL
    /// The folder the frames went to, when it rendered.
    var folder: String?
    var frames = 0
    /// What to print on standard error: a scene's problems, one per line.
    var errorText = ""
    var exitStatus: Int32 = 0

    init(file: URL, folder: String, frames: Int) {
        self.file = file
        self.folder = folder
        self.frames = frames
    }

    init(file: URL, error: any Error) {
        self.file = file
        errorText = "\(error)"
        exitStatus = (error as? SceneError)?.exitStatus ?? 1
    }

    /// Renders `file` in a child `easel render` process (so that scenes render in
    /// parallel, and a scene that takes its process down takes only itself); the
    /// child's last line of output names its folder and frame count.
    init(renderingInChildProcess file: URL, arguments: [String]) {
        self.file = file
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = arguments + ["--quiet", file.relativePath]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            errorText = "\(file.relativePath): render failed: cannot start easel: \(error.localizedDescription)"
            exitStatus = 1
            return
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        process.waitUntilExit()
        exitStatus = process.terminationReason == .exit ? process.terminationStatus : 1
        if process.terminationReason == .uncaughtSignal {
            errorText = "\(file.relativePath): render failed: easel ended by signal \(process.terminationStatus)"
        }
        if exitStatus == 0, let line = printed.split(separator: "\n").last,
           let report = try? JSONDecoder().decode(Report.self, from: Data(line.utf8)) {
            folder = report.folder
            frames = report.frames
        }
    }
}
