import ArgumentParser
import EaselCommandLine
import EaselPort
import Foundation

/// `easel port <file or folder>…`: ports iOS sources for Linux (see `Porter`), in
/// place or into `--output`, printing each change.
struct PortCommand: ParsableCommand {
    static let configuration = PortCommandHelp.port

    @Argument(help: "Swift files, or folders of them.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: "Write the ported files under this folder instead of in place.")
    var output: String?

    @Flag(name: .customLong("dry-run"), help: "Print what would change; write nothing.")
    var dryRun = false

    func run() throws {
        let inputs = try PortInputs(paths: paths)
        let ported = try Porter.port(inputs.sources)
        for file in ported {
            for change in file.changes {
                let kind = change.kind == .needsHandEdit ? "warning: " : ""
                print("\(file.path):\(change.line):\(change.column): \(kind)\(change.message)")
            }
        }
        let destinations = inputs.destinations(under: output)
        if !dryRun {
            for (file, destination) in zip(ported, destinations) where file.isChanged || output != nil {
                try PortInputs.write(file.ported, to: destination)
            }
        }
        let changed = ported.filter(\.isChanged).count
        let unported = ported.flatMap(\.changes).filter { $0.kind == .needsHandEdit }.count
        let verb = dryRun ? "would change" : (output == nil ? "changed" : "changed (written under \(output!))")
        print("\(ported.count) \(ported.count == 1 ? "file" : "files"), \(changed) \(verb)"
            + (unported == 0 ? "" : "; \(unported) \(unported == 1 ? "place needs" : "places need") a hand edit"))
        if unported > 0 { throw PortIncomplete() }
    }
}

/// Some constructs were left for a hand edit (already printed as warnings).
struct PortIncomplete: Error {}
