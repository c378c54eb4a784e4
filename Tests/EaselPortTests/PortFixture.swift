import EaselPort

/// Ports Swift text given inline, as `easel port` ports files, for exact comparisons.
enum PortFixture {
    /// The ported text of each file (by name) and every change, `name:line:column: message`.
    static func port(_ files: KeyValuePairs<String, String>) throws(PortError) -> (texts: [String: String], changes: [String]) {
        let sources = files.map { Porter.Source(path: $0.key, bytes: Array($0.value.utf8)) }
        let ported = try Porter.port(sources)
        var texts: [String: String] = [:]
        var changes: [String] = []
        for file in ported {
            texts[file.path] = String(decoding: file.ported, as: UTF8.self)
            changes += file.changes.map { change in
                "\(file.path):\(change.line):\(change.column): \(change.kind == .needsHandEdit ? "warning: " : "")\(change.message)"
            }
        }
        return (texts, changes)
    }

    /// The ported text of one file.
    static func port(_ text: String) throws(PortError) -> String {
        try port(["File.swift": text]).texts["File.swift"]!
    }
}
