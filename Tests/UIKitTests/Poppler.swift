import Foundation
import Testing
import UIKit

/// Reads PDF documents back with poppler's command-line tools (Debian's
/// `poppler-utils`, which `make test` installs): what a PDF reader makes of the bytes
/// Easel writes, so that the tests check pages, pixels and text as a reader sees them.
enum Poppler {
    /// The document's information as `pdfinfo` prints it: "Pages" → "2", "Title" → ….
    static func info(of pdf: Data) throws -> [String: String] {
        let output = try run("pdfinfo", on: pdf)
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// Each page's size in points, as `pdfinfo` reads their media boxes.
    static func pageSizes(of pdf: Data) throws -> [String] {
        let pages = Int(try info(of: pdf)["Pages"] ?? "0") ?? 0
        guard pages > 0 else { return [] }
        let output = try run("pdfinfo", ["-f", "1", "-l", String(pages)], on: pdf)
        return output.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains("size:") }.map { line in
            String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Page `page` (from 1) drawn at 72 dots an inch, one pixel a point, by `pdftoppm`.
    static func image(ofPage page: Int, of pdf: Data) throws -> UIImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run("pdftoppm", ["-png", "-r", "72", "-f", String(page), "-l", String(page), "-singlefile"],
                    on: pdf, output: folder.path + "/page")
        return try #require(UIImage(contentsOfFile: folder.path + "/page.png"))
    }

    /// The text of the document, as `pdftotext` extracts it.
    static func text(of pdf: Data) throws -> String {
        try run("pdftotext", on: pdf, output: "-")
    }

    /// Runs `tool` with `arguments` on the document (and `output` after it), and returns
    /// what it prints; a tool that fails is a test failure naming what it said.
    private static func run(_ tool: String, _ arguments: [String] = [], on pdf: Data, output: String? = nil) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments + [file.path] + (output.map { [$0] } ?? [])
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let printed = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) failed: \(complaint)")
        return String(decoding: printed, as: UTF8.self)
    }
}
