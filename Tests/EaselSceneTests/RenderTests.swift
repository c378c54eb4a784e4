import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Rendering: captures in virtual time, events, files, dumps and determinism.
@Suite @MainActor struct RenderTests {
    static func gallery(_ name: String) throws(SceneError) -> Scene {
        try Scene(contentsOf: repositoryRoot.appendingPathComponent("Fixtures/Scenes/\(name)"))
    }

    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scene-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    @Test func sameSceneGivesByteIdenticalPNGs() throws {
        let scene = try Self.gallery("showcase.yaml")
        let first = Self.temporaryDirectory("determinism-1")
        let second = Self.temporaryDirectory("determinism-2")
        let files = try scene.render(to: first)
        try scene.render(to: second)
        #expect(files.map(\.lastPathComponent) == ["last.png"])
        let a = try Data(contentsOf: first.appendingPathComponent("last.png"))
        let b = try Data(contentsOf: second.appendingPathComponent("last.png"))
        #expect(a == b)
        #expect(a.count > 1000)
    }

    @Test func everyFrameIsCapturedWithItsTime() throws {
        let frames = try Self.gallery("capture-every.yaml").render()
        #expect(frames.map(\.name) == ["frame-000001", "frame-000002", "frame-000003", "frame-000004"])
        #expect(frames.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(frames.map(\.image[15, 15]) == [Color.systemGray4.pixel, Color.systemRed.pixel, Color.systemRed.pixel, Color.systemRed.pixel])
        #expect(frames.map(\.image[75, 15]) == [Color.systemGray4.pixel, Color.systemGray4.pixel, Color.systemGray4.pixel, Color.systemBlue.pixel])
    }

    @Test func everyFrameGoesToNumberedFiles() throws {
        let directory = Self.temporaryDirectory("every")
        let files = try Self.gallery("capture-every.yaml").render(to: directory, options: SceneRenderOptions(writesLayoutDump: true))
        #expect(files.map(\.lastPathComponent) == [
            "frame-000001.png", "frame-000001.layout.json", "frame-000002.png", "frame-000002.layout.json",
            "frame-000003.png", "frame-000003.layout.json", "frame-000004.png", "frame-000004.layout.json",
        ])
        let last = try Image(contentsOfFile: directory.appendingPathComponent("frame-000004.png").path)
        #expect(last[75, 15] == Color.systemBlue.pixel)
    }

    @Test func timesCaptureTheWindowAsItIsThen() throws {
        let frames = try Self.gallery("timeline-set.yaml").render()
        #expect(frames.map(\.name) == ["at-0.000", "at-0.250", "at-0.500"])
        #expect(frames.map(\.index) == [1, 2, 3])
        // The badge's center, at scale 2: gray, then green; then it grew.
        #expect(frames.map { $0.image[80, 80] } == [Color.systemGray.pixel, Color.systemGreen.pixel, Color.systemGreen.pixel])
        #expect(frames[2].layout.views[0].subviews.map(\.frame) == [
            CGRect(x: 20, y: 10, width: 60, height: 60), CGRect(x: 80, y: 30, width: 110, height: 20),
        ])
    }

    @Test func aTimeWithoutChangeCapturesTheLatestFrame() throws {
        let scene = try loadScene(sceneWithRoot("class: View\nbackgroundColor: red", extra: "capture: [0, 1, 2.5]"))
        let frames = try scene.render()
        #expect(frames.map(\.index) == [1, 1, 1])
        #expect(frames.map(\.time) == [0, 1, 2.5])
        #expect(frames.map(\.layout.time) == [0, 1, 2.5])
    }

    @Test func lastIsTheEndOfTheTimeline() throws {
        let scene = try loadScene(sceneWithRoot("class: View\nid: v\nbackgroundColor: red", extra: """
        duration: 2
        events:
          - {at: 1.5, set: v, properties: {backgroundColor: blue}}
        """))
        #expect(scene.tree.duration == 2)
        let frames = try scene.render()
        #expect(frames.map(\.name) == ["last"])
        #expect(frames[0].time == 2)
        #expect(frames[0].image[5, 5] == Color.blue.pixel)
    }

    @Test func setNeedsDisplayWithARectRedrawsOnlyThatRect() throws {
        let scene = try Self.gallery("timeline-display.yaml")
        var frames: [CapturedFrame] = []
        let trace = try Trace.capture { frames = try scene.render() }.filter { $0.event == "draw" }.map(\.description)
        #expect(trace == ["draw chart [0,0,140,60]", "draw chart [35,15,70,30]"])
        let image = frames[0].image
        #expect(image[2 * (10 + 70), 2 * (10 + 30)] == Color.systemOrange.pixel)
        #expect(image[2 * (10 + 10), 2 * (10 + 30)] == Color.systemBlue.pixel)
    }

    @Test func setNeedsLayoutLaysTheViewOutInTheNextCommit() throws {
        let scene = try Self.gallery("timeline-display.yaml")
        let trace = try Trace.capture { _ = try scene.render() }
            .filter { ["layoutSubviews", "commit"].contains($0.event) }
            .map { $0.event == "commit" ? "commit \($0.time ?? -1)" : $0.description }
        #expect(trace.suffix(2) == ["commit 1.0", "layoutSubviews chart"])
    }

    @Test func layoutDumpIsEveryViewInWindowCoordinates() throws {
        let scene = try loadScene("""
        size: [100, 80]
        root:
          class: View
          id: root
          subviews:
            - class: View
              id: card
              frame: [10, 10, 50, 40]
              subviews:
                - {class: Label, id: title, frame: [5, 5, 40, 10.25], text: Hi}
                - {class: Canvas, frame: [0, 0, 10, 10], transform: {scale: 2}}
        """)
        let frame = try scene.render()[0]
        #expect(frame.layout.json == """
        {
          "time": 0,
          "frameIndex": 1,
          "views": [
            {"class": "View", "id": "root", "frame": [0, 0, 100, 80], "subviews": [
              {"class": "View", "id": "card", "frame": [10, 10, 50, 40], "subviews": [
                {"class": "Label", "id": "title", "frame": [15, 15, 40, 10.25]},
                {"class": "Canvas", "frame": [5, 5, 20, 20]}
              ]}
            ]}
          ]
        }

        """)
    }

    @Test func traceFileGetsTheRendersEvents() throws {
        let directory = Self.temporaryDirectory("trace")
        let trace = directory.appendingPathComponent("trace.jsonl")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.gallery("timeline-display.yaml").render(to: directory, options: SceneRenderOptions(traceFile: trace))
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains("{\"event\":\"draw\",\"view\":\"chart\",\"rect\":[35,15,70,30]}"))
        #expect(lines.first == "{\"event\":\"commit\",\"time\":0}")
    }

    @Test func overridesReplaceTheScenesWindowAndCapture() throws {
        let device = try Device.named("iPhone 16 Pro")
        let scene = try Self.gallery("window-size-scale.yaml")
        let overridden = try Scene(contentsOf: scene.url, options: SceneOptions(device: device, scale: 1, capture: .times([0.5])))
        #expect(overridden.tree.size == CGSize(width: 402, height: 874))
        #expect(overridden.tree.scale == 1)
        #expect(overridden.tree.safeAreaInsets.top == 62)
        let frames = try overridden.render()
        #expect(frames.map(\.name) == ["at-0.500"])
        #expect(frames[0].image.pixelWidth == 402)
    }

    @Test func aFailedWriteIsARenderFailure() throws {
        let blocker = Self.temporaryDirectory("blocked")
        try Data().write(to: blocker)
        #expect(throws: SceneError.self) { try Self.gallery("colors.yaml").render(to: blocker) }
        do {
            try Self.gallery("colors.yaml").render(to: blocker)
        } catch {
            #expect(error.exitStatus == 1)
            #expect(error.description.hasPrefix("\(repositoryRoot.path)/Fixtures/Scenes/colors.yaml: render failed: "))
        }
    }
}
