import Foundation
import Testing

/// `easel` runs `compare` itself and hands `render` and `validate` to `easel-render`
/// beside it, so that comparing images never loads cairo and Pango.
@Suite struct SceneCommandForwardingTests {
    @Test(arguments: [("render", "--capture <frames>"), ("validate", "--allow-outside")])
    func sceneCommandHelpIsTheCommandsOwn(command: String, option: String) throws {
        let help = try Easel.run([command, "--help"], in: NSTemporaryDirectory())
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: easel \(command) "))
        #expect(help.output.contains(option))
        #expect(help.output.contains("--limit <name=value>"))
        #expect(try Easel.run(["help", command], in: NSTemporaryDirectory()).output == help.output)
    }

    @Test func easelLinksNeitherCairoNorPango() throws {
        let easel = try Self.sharedObjects(of: Easel.executable)
        let render = try Self.sharedObjects(of: Easel.executable + "-render")
        #expect(render.contains { $0.hasPrefix("libcairo.so") } && render.contains { $0.hasPrefix("libpango-1.0.so") })
        #expect(!easel.contains { $0.contains("cairo") || $0.contains("pango") || $0.contains("harfbuzz") }, "\(easel)")
    }

    @Test func withoutEaselRenderBesideItRenderSaysWhatIsMissingAndCompareStillWorks() throws {
        let workspace = try Workspace()
        try workspace.copy(Easel.executable, to: "bin/easel")
        let render = try Easel.run(["render", "scene.yaml"], in: workspace.path, executable: workspace.path("bin/easel"))
        #expect(render.status == 1)
        #expect(render.errors == "easel: cannot run \(workspace.path("bin/easel-render")): No such file or directory"
            + " (it is built beside `easel` by `make easel` and by `swift build`)\n")
        let compare = try Easel.run(["compare", "baseline/same/one.png", "current/same/one.png"], in: workspace.path,
                                    executable: workspace.path("bin/easel"))
        #expect(compare.status == 0)
    }

    /// The file names of the shared objects `ldd` says `executable` loads.
    private static func sharedObjects(of executable: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [executable]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd \(executable) failed")
        return text.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) }
        }
    }
}
