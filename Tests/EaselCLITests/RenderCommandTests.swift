import EaselGraphics
import Foundation
import Testing

/// `easel render` and `easel validate`, run as a user runs them.
@Suite struct RenderCommandTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Scenes").path
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Snapshots").path

    /// A scratch folder with copies of some gallery scenes (and their images).
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-render-\(UUID().uuidString)").path

        init(scenes names: [String]) throws {
            try FileManager.default.createDirectory(atPath: path + "/scenes", withIntermediateDirectories: true)
            for name in names {
                try FileManager.default.copyItem(atPath: RenderCommandTests.scenes + "/" + name, toPath: path + "/scenes/" + name)
            }
            let images = RenderCommandTests.scenes + "/images"
            if FileManager.default.fileExists(atPath: images) {
                try FileManager.default.copyItem(atPath: images, toPath: path + "/scenes/images")
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }

        func files(in folder: String) -> [String] {
            ((try? FileManager.default.subpathsOfDirectory(atPath: path + "/" + folder)) ?? []).sorted()
        }

        func easel(_ arguments: String...) throws -> Easel.Outcome { try Easel.run(arguments, in: path) }
    }

    @Test func aSceneRendersToItsFolderPixelForPixelAsTheGallerySays() throws {
        let folder = try Folder(scenes: ["showcase.yaml"])
        let outcome = try folder.easel("render", "scenes/showcase.yaml")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.output == "rendered scenes/showcase.yaml: 1 frame in Output/showcase/\n")
        #expect(folder.files(in: "Output") == ["showcase", "showcase/last.png"])
        let rendered = try Image(contentsOfFile: folder.path + "/Output/showcase/last.png")
        let reference = try Image(contentsOfFile: Self.snapshots + "/showcase/last.png")
        #expect(rendered.rgbaBytes == reference.rgbaBytes)
    }

    @Test func captureTimesLayoutDumpAndTraceAreWritten() throws {
        let folder = try Folder(scenes: ["showcase.yaml"])
        let outcome = try folder.easel("render", "scenes/showcase.yaml", "-o", "out", "--capture", "0,0.5",
                                       "--layout-dump", "--trace", "trace.jsonl", "--scale", "1")
        #expect(outcome.status == 0, "\(outcome)")
        let files = folder.files(in: "out/showcase")
        #expect(files.contains("at-0.000.png") && files.contains("at-0.500.png"), "\(files)")
        #expect(files.contains { $0.hasSuffix(".json") }, "a layout dump per captured frame: \(files)")
        let image = try Image(contentsOfFile: folder.path + "/out/showcase/at-0.500.png")
        #expect(image.scale == 1 || image.pixelWidth < 1000, "--scale 1 renders at 1×")
        let trace = try String(contentsOfFile: folder.path + "/trace.jsonl", encoding: .utf8)
        #expect(trace.contains(#"{"event":"commit""#))
        #expect(trace.contains(#"{"event":"frame","index":1"#))
    }

    @Test func easelTraceInTheEnvironmentWritesTheTrace() throws {
        let folder = try Folder(scenes: ["timeline-display.yaml"])
        let outcome = try Easel.run(["render", "scenes/timeline-display.yaml"], in: folder.path,
                                    environment: ["EASEL_TRACE": folder.path + "/env-trace.jsonl"])
        #expect(outcome.status == 0, "\(outcome)")
        let lines = try String(contentsOfFile: folder.path + "/env-trace.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.first == #"{"event":"commit","time":0}"#)
        #expect(lines.contains { $0.hasPrefix(#"{"event":"draw","view":"#) })
        #expect(lines.contains { $0.hasPrefix(#"{"event":"frame","index":1,"time":0,"damage":"#) })
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
    }

    @Test func aFolderRendersInParallelAndAShardTakesTheScenesItsNamesHashTo() throws {
        let names = ["showcase.yaml", "colors.yaml", "clips-to-bounds.yaml", "content-mode.yaml"]
        let folder = try Folder(scenes: names)
        let all = try folder.easel("render", "scenes", "--jobs", "2", "-o", "all")
        #expect(all.status == 0, "\(all)")
        #expect(all.output.hasSuffix("4 scenes: 4 rendered\n"))
        #expect(Set(folder.files(in: "all").filter { !$0.contains("/") }) == ["clips-to-bounds", "colors", "content-mode", "showcase"])
        let first = try folder.easel("render", "scenes", "--shard", "1/2", "-o", "first")
        let second = try folder.easel("render", "scenes", "--shard", "2/2", "-o", "second")
        // FNV-1a of the scene names, modulo 2: the same shards whatever else the folder holds.
        #expect(folder.files(in: "first").filter { !$0.contains("/") } == ["clips-to-bounds", "content-mode", "showcase"])
        #expect(folder.files(in: "second").filter { !$0.contains("/") } == ["colors"])
        #expect(first.status == 0 && second.status == 0)
        // Parallel and sequential renders give the same bytes.
        let sequential = try folder.easel("render", "scenes/colors.yaml", "-o", "one")
        #expect(sequential.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/one/colors/last.png"))
                == Data(contentsOf: URL(fileURLWithPath: folder.path + "/all/colors/last.png")))
    }

    @Test func aBadSceneIsReportedWithItsPlaceAndTheOthersStillRender() throws {
        let folder = try Folder(scenes: ["colors.yaml"])
        try folder.write("size: [100, 100]\nroot:\n  class: View\n  cornerRadius: big\n  backgroundColr: \"#ff0000\"\n",
                         to: "scenes/bad.yaml")
        let outcome = try folder.easel("render", "scenes", "--jobs", "2")
        #expect(outcome.status == 2)
        #expect(outcome.errors == """
            scenes/bad.yaml:4:17: root.cornerRadius: expected a number of at least 0, found "big"
            scenes/bad.yaml:5:3: root.backgroundColr: unknown key; did you mean "backgroundColor"?

            """)
        #expect(outcome.output.hasSuffix("2 scenes: 1 rendered, 1 failed\n"))
        #expect(folder.files(in: "Output") == ["colors", "colors/last.png"], "no partial output for the bad scene")
        let validation = try folder.easel("validate", "scenes")
        #expect(validation.status == 2)
        #expect(validation.output == "valid: scenes/colors.yaml\n2 scenes: 1 valid, 1 with problems\n")
        #expect(validation.errors.hasPrefix("scenes/bad.yaml:4:17: root.cornerRadius"))
    }

    @Test func scenesThatWouldShareAnOutputFolderAreRefusedBeforeAnyRenders() throws {
        let folder = try Folder(scenes: ["colors.yaml"])
        let scene = try String(contentsOfFile: folder.path + "/scenes/colors.yaml", encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.path + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        try folder.write(scene, to: "a/card.yaml")
        try folder.write(scene, to: "b/card.yaml")
        let named = try folder.easel("render", "a/card.yaml", "b/card.yaml", "--jobs", "2")
        #expect(named.status == 2, "\(named)")
        #expect(named.errors == "easel: a/card.yaml and b/card.yaml would both render into Output/card/; "
                + "render them with different --output folders, or rename one\n")
        #expect(named.output.isEmpty)
        #expect(folder.files(in: "Output").isEmpty, "not one of them renders")

        // Two folders each holding a card, or one folder with card.yaml beside card.json.
        let folders = try folder.easel("render", "a", "b", "--shard", "1/2")
        #expect(folders.status == 2 && folders.errors.hasPrefix("easel: a/card.yaml and b/card.yaml would both"), "\(folders)")
        try folder.write("{\"size\": [10, 10], \"root\": {\"class\": \"View\"}}", to: "a/card.json")
        let sameFolder = try folder.easel("render", "a")
        #expect(sameFolder.status == 2)
        #expect(sameFolder.errors.hasPrefix("easel: a/card.json and a/card.yaml would both render into Output/card/;"))
        #expect(folder.files(in: "Output").isEmpty)

        // Separate output folders keep them apart; a scene named twice renders once.
        #expect(try folder.easel("render", "a/card.yaml", "-o", "out-a").status == 0)
        #expect(try folder.easel("render", "b/card.yaml", "-o", "out-b").status == 0)
        #expect(folder.files(in: "out-a") == ["card", "card/last.png"] && folder.files(in: "out-b") == ["card", "card/last.png"])
        let twice = try folder.easel("render", "scenes", "scenes/colors.yaml")
        #expect(twice.status == 0, "\(twice)")
        #expect(twice.output == "rendered scenes/colors.yaml: 1 frame in Output/colors/\n")
    }

    @Test func badOptionsAreBadInput() throws {
        let folder = try Folder(scenes: ["colors.yaml"])
        for (arguments, message) in [
            (["render", "scenes/colors.yaml", "--jobs", "0"], "--jobs must be at least 1, not 0."),
            (["render", "scenes", "--trace", "t.jsonl", "--shard", "3/2"], "--shard"),
            (["render", "scenes/missing.yaml"], "missing.yaml"),
        ] {
            let outcome = try Easel.run(arguments, in: folder.path)
            #expect(outcome.status == 2, "\(arguments): \(outcome)")
            #expect(outcome.errors.contains(message), "\(arguments): \(outcome.errors)")
        }
        #expect(folder.files(in: "Output").isEmpty)
    }
}
