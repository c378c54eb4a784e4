import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Views, nesting, timeline, frames and file sizes over `SceneLimits` are problems
/// at the key at fault, and every limit can be changed.
@Suite struct SceneLimitTests {
    @Test func theDefaultsAreTheDocumentedOnes() {
        let limits = SceneLimits.standard
        #expect(SceneLimits.Name.allCases.map { "\($0.rawValue)=\(limits.value(of: $0))" } == [
            "pixels-per-side=16384", "pixels-per-frame=67108864", "views=10000", "view-depth=64", "layers=10000",
            "layer-depth=64", "constraints=40000", "events=10000", "text-length=10000", "duration=600", "frames=10000",
            "scene-file-size=16777216", "document-nodes=1000000", "image-file-size=67108864",
        ])
    }

    @Test func viewsPerScene() {
        let scene = sceneWithRoot("class: View\nsubviews: [{class: View}, {class: View}]")
        #expect(problems(scene, options: options("views=2")) == [
            "scene.yaml:3:3: root: the scene has 3 views, over the limit of 2 (change it with --limit views=…)",
        ])
        #expect((try? loadScene(scene, options: options("views=3"))) != nil)
    }

    @Test func viewNestingIsReportedAtTheFirstViewTooDeep() {
        let scene = sceneWithRoot("class: View\nsubviews:\n  - class: View\n    subviews:\n      - class: View\n        subviews: [{class: View}]")
        #expect(problems(scene, options: options("view-depth=2")) == [
            "scene.yaml:7:11: root.subviews[0].subviews[0]: the view is nested 3 levels deep, over the limit of 2 (change it with --limit view-depth=…)",
        ])
        #expect((try? loadScene(scene, options: options("view-depth=4"))) != nil)
    }

    @Test func layersAreCountedWithTheirReplicatedCopies() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - {kind: Layer}\n  - kind: ReplicatorLayer\n    instanceCount: 3\n    sublayers: [{kind: Layer}]")
        #expect(problems(scene, options: options("layers=4")) == [
            "scene.yaml:8:19: root.layers[1].sublayers[0]: the scene shows more than 4 layers, replicated copies included (change it with --limit layers=…)",
        ])
        #expect((try? loadScene(scene, options: options("layers=5"))) != nil)
    }

    @Test func layerNestingIsReportedAtTheFirstLayerTooDeep() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - kind: Layer\n    sublayers:\n      - kind: Layer\n        mask: {kind: Layer, sublayers: [{kind: Layer}]}")
        #expect(problems(scene, options: options("layer-depth=2")) == [
            "scene.yaml:8:17: root.layers[0].sublayers[0].mask: the layer is nested 3 levels deep, over the limit of 2 (change it with --limit layer-depth=…)",
        ])
        #expect((try? loadScene(scene, options: options("layer-depth=4"))) != nil)
    }

    @Test func constraintsAreCountedAcrossTheViewsAndReportedWhereTheyCrossTheLimit() {
        let scene = sceneWithRoot("class: View\nconstraints: [width = 10]\nsubviews:\n  - {class: View, constraints: [width = 5, height = 5]}\n  - {class: View, constraints: [height = 1]}")
        #expect(problems(scene, options: options("constraints=2")) == [
            "scene.yaml:6:7: root.subviews[0].constraints: the views have more than 2 constraints (change it with --limit constraints=…)",
        ])
        #expect((try? loadScene(scene, options: options("constraints=4"))) != nil)
    }

    @Test func eventsAreReportedAtTheFirstOverTheLimit() {
        let scene = sceneWithRoot("class: View\nid: v", extra: "events:\n" + String(repeating: "  - {at: 0.1, set: v, properties: {alpha: 1}}\n", count: 3))
        #expect(problems(scene, options: options("events=2")) == [
            "scene.yaml:8:5: events[2]: the timeline has 3 events, over the limit of 2 (change it with --limit events=…)",
        ])
        #expect((try? loadScene(scene, options: options("events=3"))) != nil)
    }

    @Test func textIsBoundedInLabelsAndTextCommands() {
        let label = sceneWithRoot("class: Label\ntext: \"héllo\"")
        #expect(problems(label, options: options("text-length=4")) == [
            "scene.yaml:4:9: root.text: the text is 5 characters long, over the limit of 4 (change it with --limit text-length=…)",
        ])
        #expect((try? loadScene(label, options: options("text-length=5"))) != nil)
        let canvas = sceneWithRoot("class: Canvas\nframe: [0, 0, 50, 50]\ndraw: [{text: {string: abcdef, at: [0, 0]}}]")
        #expect(problems(canvas, options: options("text-length=4")) == [
            "scene.yaml:5:26: root.draw[0].text.string: the text is 6 characters long, over the limit of 4 (change it with --limit text-length=…)",
        ])
    }

    @Test func imagesTogetherStayWithinTheFrameBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(Image(bitmap: Bitmap(width: 60, height: 60)).pngData()).write(to: folder.appendingPathComponent("a.png"))
        try #require(Image(bitmap: Bitmap(width: 50, height: 50)).pngData()).write(to: folder.appendingPathComponent("b.png"))
        let scene = sceneWithRoot("class: View\nsubviews:\n  - {class: ImageView, image: a.png}\n  - {class: ImageView, image: b.png}\n  - {class: ImageView, image: a.png}")
        // The 100 × 50 window fits either budget; the images hold 3600 + 2500 pixels.
        #expect(problems(scene, folder: folder, options: options("pixels-per-frame=6099")) == [
            "scene.yaml:6:33: root.subviews[1].image: the scene's images hold 6100 pixels together, over the limit of 6099 (change it with --limit pixels-per-frame=…)",
        ])
        // An image used twice is decoded, and counted, once.
        #expect(problems(scene, folder: folder, options: options("pixels-per-frame=6100")) == ["(the scene loaded)"])
    }

    @Test func theTimelineIsBoundedAtEachKeyThatLengthensIt() {
        let scene = sceneWithRoot("class: View\nid: v", extra: "duration: 700\ncapture: [1, 650]\nevents:\n  - {at: 900, set: v, properties: {alpha: 1}}\n")
        #expect(problems(scene) == [
            "scene.yaml:5:11: duration: the timeline runs to 700 seconds, over the limit of 600 (change it with --limit duration=…)",
            "scene.yaml:6:10: capture: the timeline runs to 650 seconds, over the limit of 600 (change it with --limit duration=…)",
            "scene.yaml:8:5: events[0]: the timeline runs to 900 seconds, over the limit of 600 (change it with --limit duration=…)",
        ])
        #expect((try? loadScene(scene, options: options("duration=1000"))) != nil)
    }

    @Test func framesPerRenderCountEveryVSyncTheCaptureCouldWrite() {
        // 200 s at 60 Hz: frames 0 to 12000.
        let every = sceneWithRoot("class: View", extra: "duration: 200\ncapture: every\n")
        #expect(problems(every) == [
            "scene.yaml:5:10: capture: the capture can write 12001 frames, over the limit of 10000 (change it with --limit frames=…)",
        ])
        #expect((try? loadScene(every, options: options("frames=12001"))) != nil)
        var times = options("frames=2")
        times.capture = .times([0, 0.5, 1])
        #expect(problems(sceneWithRoot("class: View"), options: times) == [
            "scene.yaml: --capture: the capture can write 3 frames, over the limit of 2 (change it with --limit frames=…)",
        ])
    }

    @Test func fileSizesAreCheckedBeforeReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(Image(bitmap: Bitmap(width: 2, height: 2)).pngData())
        try image.write(to: folder.appendingPathComponent("dot.png"))
        let text = sceneWithRoot("class: ImageView\nimage: dot.png")
        let scene = folder.appendingPathComponent("scene.yaml")
        try Data(text.utf8).write(to: scene)
        let sceneSize = text.utf8.count
        #expect(message(loading: scene, options("scene-file-size=\(sceneSize - 1)")) ==
                "\(scene.path): the file is \(sceneSize) bytes, over the limit of \(sceneSize - 1) (change it with --limit scene-file-size=…)")
        #expect(message(loading: scene, options("image-file-size=\(image.count - 1)")) ==
                "\(scene.path):4:10: root.image: the file is \(image.count) bytes, over the limit of \(image.count - 1) (change it with --limit image-file-size=…)")
        #expect(message(loading: scene, options("pixels-per-side=1")) ==
                "\(scene.path):4:10: root.image: image file \"dot.png\" cannot be used: unsupported PNG: the image is 2 × 2 pixels, over the limit of 1 pixels a side")
        #expect(message(loading: scene, options("scene-file-size=\(sceneSize)", "image-file-size=\(image.count)")) == "(loaded)")
    }

    @Test func settingsAreCheckedByName() {
        #expect(setting("views=0") == #"--limit: expected a whole number of at least 1 for views, found "0""#)
        #expect(setting("duration=-1") == #"--limit: expected a positive number of seconds for duration, found "-1""#)
        #expect(setting("duration=nan") == #"--limit: expected a positive number of seconds for duration, found "nan""#)
        #expect(setting("viewz=1") == #"--limit: unknown limit "viewz"; did you mean "views"?"#)
        #expect(setting("frames") == #"--limit: expected name=value, such as views=20000, found "frames""#)
        var limits = SceneLimits.standard
        try? limits.set("duration=0.5")
        try? limits.set("pixels-per-frame=7")
        #expect(limits.duration == 0.5 && limits.pixels == PixelBudget(maximumSide: 16384, maximumArea: 7))
    }

    private func options(_ settings: String...) -> SceneOptions {
        var limits = SceneLimits.standard
        for setting in settings { try! limits.set(setting) }
        return SceneOptions(limits: limits)
    }

    private func setting(_ text: String) -> String {
        var limits = SceneLimits.standard
        do { try limits.set(text) } catch { return error.description }
        return "(set)"
    }

    private func message(loading url: URL, _ options: SceneOptions) -> String {
        do { _ = try Scene(contentsOf: url, options: options) } catch { return error.description }
        return "(loaded)"
    }
}
