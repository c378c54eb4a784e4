import Foundation

/// What `easel render` prints while scenes finish: a progress bar on a terminal, a line
/// per scene otherwise, each scene's problems on standard error as they come, and a
/// summary. Scenes finish on several threads at once, so printing is serialized.
final class RenderProgress: @unchecked Sendable {
    private let total: Int
    /// A child process of a parallel render: one JSON line per scene, nothing else.
    private let quiet: Bool
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()
    private var done = 0

    init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
    }

    func finished(_ outcome: SceneOutcome) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if isTerminal && !quiet { write("\r\u{1B}[K", to: .standardError) }
        if !outcome.errorText.isEmpty { write(outcome.errorText + "\n", to: .standardError) }
        if quiet {
            if let folder = outcome.folder,
               let json = try? JSONEncoder().encode(SceneOutcome.Report(folder: folder, frames: outcome.frames)) {
                write(String(decoding: json, as: UTF8.self) + "\n", to: .standardOutput)
            }
        } else if let folder = outcome.folder {
            let frames = outcome.frames == 1 ? "1 frame" : "\(outcome.frames) frames"
            write("rendered \(outcome.file.relativePath): \(frames) in \(folder)/\n", to: .standardOutput)
        }
        if isTerminal && !quiet && done < total { write(bar(), to: .standardError) }
    }

    func summarize(_ outcomes: [SceneOutcome]) {
        guard !quiet, outcomes.count > 1 else { return }
        let failed = outcomes.filter { $0.exitStatus != 0 }.count
        let scenes = "\(outcomes.count) scenes: \(outcomes.count - failed) rendered"
        write(failed == 0 ? scenes + "\n" : scenes + ", \(failed) failed\n", to: .standardOutput)
    }

    private func bar() -> String {
        let width = 30
        let filled = width * done / max(1, total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
    }

    private enum Stream { case standardOutput, standardError }

    private func write(_ text: String, to stream: Stream) {
        (stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
    }
}
