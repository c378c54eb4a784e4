import Foundation

/// The peak resident memory of one `easel` run, as the kernel accounts it (`ru_maxrss`
/// from `wait4`), measured by `peak-memory-probe`, built beside this test bundle: a
/// child of this process would carry this process's own high-water mark into its
/// figure (see the probe's main.swift).
enum PeakMemory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let probe = Bundle.main.bundleURL.appendingPathComponent("peak-memory-probe")

    /// Runs `easel` with `arguments` (paths absolute), its output discarded, and
    /// returns its peak RSS in bytes.
    static func ofEasel(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = probe
        process.arguments = [Easel.executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let kilobytes = Int(text) else {
            throw Failure(description: "easel \(arguments.joined(separator: " ")) ended with status "
                          + "\(process.terminationStatus), peak-memory-probe printed \"\(text)\"")
        }
        return kilobytes * 1024
    }
}
