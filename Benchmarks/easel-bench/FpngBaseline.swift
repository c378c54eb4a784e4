import Foundation

/// fpng, as Benchmarks/png-fpng.py serves it: a Python process kept running for the
/// whole benchmark and asked for one encode at a time, so that its encodes interleave
/// with ours and cairo's.
final class FpngBaseline {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    private let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("png-fpng.py")

    /// What one encode cost and made.
    struct Encode {
        let milliseconds: Double
        let bytes: Int
    }

    /// Starts the script.
    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch {
            throw BenchmarkError.process("cannot start python3 \(script.path): \(error)")
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Encodes the raw RGB pixels in `file` once.
    func encode(rgbFile file: String, width: Int, height: Int) throws -> Encode {
        input.fileHandleForWriting.write(Data("\(file) \(width) \(height)\n".utf8))
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw BenchmarkError.process("\(script.path) stopped (is fpng installed? pip install fpng)")
            }
            pending.append(chunk)
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = pending[..<end]
        pending = Data(pending[(end + 1)...])
        let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Double] ?? [:]
        guard let milliseconds = object["ms"], let bytes = object["bytes"] else {
            throw BenchmarkError.process("\(script.path) printed \(String(decoding: line, as: UTF8.self))")
        }
        return Encode(milliseconds: milliseconds, bytes: Int(bytes))
    }
}
