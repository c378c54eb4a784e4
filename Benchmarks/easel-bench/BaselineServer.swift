import Foundation

/// A baseline script in Benchmarks/ (`solver-kiwi.py`, `png-fpng.py`) kept running for
/// a whole benchmark and asked for one measurement at a time, a line in and a JSON line
/// out, so that its rounds interleave with ours (a load that comes and goes on the
/// shared machine then falls on both sides alike).
final class BaselineServer {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    /// The script's path, for messages.
    let script: String
    /// What to install when the script stops, for messages.
    private let requirement: String

    /// Starts `python3 Benchmarks/<name>`; `requirement` says what it needs
    /// (`pip install kiwisolver`).
    init(script name: String, requirement: String) throws {
        script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(name).path
        self.requirement = requirement
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch {
            throw BenchmarkError.process("cannot start python3 \(script): \(error)")
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends `request` as one line and returns the JSON object of the line answered.
    func ask(_ request: String) throws -> [String: Any] {
        input.fileHandleForWriting.write(Data("\(request)\n".utf8))
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchmarkError.process("\(script) stopped (\(requirement)?)") }
            pending.append(chunk)
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = pending[..<end]
        pending = Data(pending[(end + 1)...])
        guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else {
            throw BenchmarkError.process("\(script) printed \(String(decoding: line, as: UTF8.self))")
        }
        return object
    }
}
