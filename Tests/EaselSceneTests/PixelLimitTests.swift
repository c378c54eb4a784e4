import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Sizes the renderer cannot hold are refused at load time: per side, and for the
/// window with its drawing views per frame.
@Suite struct PixelLimitTests {
    @Test func windowAndDrawingViewsAreBoundedPerSide() {
        #expect(problems("size: [10000, 10]\nscale: 2\nroot: {class: View}\n") == [
            "scene.yaml:1:7: size: the window (size × scale) is 20000 × 20 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
        #expect(problems("size: [1e300, 1]\nroot: {class: View}\n") == [
            "scene.yaml:1:7: size: the window (size × scale) is 1e+300 × 1 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
        let canvas = sceneWithRoot("class: View\nsubviews:\n  - {class: Canvas, id: c, frame: [0, 0, 20000, 1]}\n  - {class: View, frame: [0, 0, 20000, 1]}",
                                   extra: "events:\n  - {at: 1, set: c, properties: {frame: [0, 0, 1, 17000]}}")
        #expect(problems(canvas) == [
            "scene.yaml:5:7: root.subviews[0].frame: a drawing view (frame × scale) is 20000 × 1 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
            "scene.yaml:8:5: events[0].properties.frame: a drawing view (frame × scale) is 1 × 17000 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
    }

    @Test func textLayersAreBoundedByTheirBoundsTimesTheirContentsScale() {
        let scene = sceneWithRoot("class: View\nlayers:\n  - {kind: TextLayer, id: t, frame: [0, 0, 9000, 1], contentsScale: 2}",
                                  extra: "events:\n  - {at: 1, set: t, properties: {contentsScale: 1}}\n  - {at: 2, set: t, properties: {bounds: [0, 0, 1, 17000]}}")
        #expect(problems(scene) == [
            "scene.yaml:5:7: root.layers[0].frame: a text layer (bounds × contentsScale) is 18000 × 2 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
            "scene.yaml:8:5: events[1].properties.bounds: a text layer (bounds × contentsScale) is 1 × 17000 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
        let shapes = sceneWithRoot("class: View\nlayers: [{kind: ShapeLayer, frame: [0, 0, 9000, 1], contentsScale: 2}]")
        #expect((try? loadScene(shapes)) != nil)
    }

    @Test func framesSetByAnimationBlocksAndGestureActionsAreBounded() {
        let label = sceneWithRoot("""
        class: View
        gestures:
          - recognizer: tap
            ended: [{set: l, properties: {frame: [0, 0, 17000, 1]}}]
        subviews:
          - {class: Label, id: l}
        """, extra: "events:\n  - {at: 1, animate: [{animate: [{set: l, properties: {frame: [0, 0, 1, 17000]}}], duration: 1}], duration: 1}")
        #expect(problems(label) == [
            "scene.yaml:5:7: root.gestures[0].ended[0].properties.frame: a drawing view (frame × scale) is 17000 × 1 pixels, "
                + "over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
            "scene.yaml:10:5: events[0].animate[0].animate[0].properties.frame: a drawing view (frame × scale) is 1 × 17000 pixels, "
                + "over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
    }

    @Test func theWindowAndItsDrawingViewsShareOneBudgetPerFrame() {
        // 10000² for the window and 8000² for the label at its largest (a later `set`).
        let scene = "size: [10000, 10000]\nroot:\n  class: View\n  subviews:\n    - {class: Label, id: l, text: hi, frame: [0, 0, 10, 10]}\n"
            + "events:\n  - {at: 1, set: l, properties: {frame: [0, 0, 8000, 8000]}}\n"
        #expect(problems(scene, options: budget(area: 100_000_000)) == [
            "scene.yaml:1:7: size: the window and its drawing views make 164000000 pixels a frame, over the limit of 100000000 (change it with --limit pixels-per-frame=…)",
        ])
        #expect(problems("size: [100, 100]\nscale: 3\nroot: {class: View}\n", options: budget(area: 80_000)) == [
            "scene.yaml:1:7: size: the window (size × scale) is 300 × 300 pixels, over the limit of 80000 pixels a frame (change it with --limit pixels-per-frame=…)",
        ])
        #expect((try? loadScene(scene, options: budget(area: 164_000_000))) != nil)
    }

    @Test func aScaleOverrideIsCheckedAgainstTheBudget() {
        #expect(problems("device: iPhone 15\nroot: {class: View}\n", options: SceneOptions(scale: 200)) == [
            "scene.yaml:1:9: device: the window (size × scale) is 78600 × 170400 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
    }

    private func budget(area: Int) -> SceneOptions {
        var limits = SceneLimits.standard
        limits.pixels.maximumArea = area
        return SceneOptions(limits: limits)
    }
}
