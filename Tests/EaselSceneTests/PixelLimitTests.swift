import Foundation
import Testing
@testable import EaselScene

/// Sizes the renderer cannot hold are refused at load time.
@Suite struct PixelLimitTests {
    @Test func windowAndDrawingViewsAreBounded() {
        #expect(problems("size: [10000, 10]\nscale: 2\nroot: {class: View}\n") == [
            "scene.yaml:1:7: size: expected a window of at most 16384 pixels a side (size × scale), found 20000 × 20 pixels",
        ])
        #expect(problems("size: [1e300, 1]\nroot: {class: View}\n") == [
            "scene.yaml:1:7: size: expected a window of at most 16384 pixels a side (size × scale), found 1e+300 × 1 pixels",
        ])
        let canvas = sceneWithRoot("class: View\nsubviews:\n  - {class: Canvas, id: c, frame: [0, 0, 20000, 1]}\n  - {class: View, frame: [0, 0, 20000, 1]}",
                                   extra: "events:\n  - {at: 1, set: c, properties: {frame: [0, 0, 1, 17000]}}")
        #expect(problems(canvas) == [
            "scene.yaml:5:7: root.subviews[0].frame: expected a drawing view of at most 16384 pixels a side (frame × scale), found 20000 × 1 pixels",
            "scene.yaml:8:5: events[0].properties.frame: expected a drawing view of at most 16384 pixels a side (frame × scale), found 1 × 17000 pixels",
        ])
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
            "scene.yaml:5:7: root.gestures[0].ended[0].properties.frame: expected a drawing view of at most 16384 pixels a side "
                + "(frame × scale), found 17000 × 1 pixels",
            "scene.yaml:10:5: events[0].animate[0].animate[0].properties.frame: expected a drawing view of at most 16384 pixels a side "
                + "(frame × scale), found 1 × 17000 pixels",
        ])
    }
}
