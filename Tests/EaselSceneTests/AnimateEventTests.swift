import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `animate` events: a block of changes with UIKit's duration, delay, curve and
/// spring; captures in the middle show the presentation values, layout dumps the model.
@Suite @MainActor struct AnimateEventTests {
    /// A 200 × 20 window with a black 20 × 20 `box` at the left, and `events`.
    static func scene(events: String, capture: String = "[0.5]") -> String {
        """
        size: [200, 20]
        root:
          class: View
          backgroundColor: white
          subviews:
            - {class: View, id: box, frame: [0, 0, 20, 20], backgroundColor: black}
        events:
        \(events)
        capture: \(capture)
        """
    }

    /// Where the box's left edge is in each captured frame: the first black pixel of the row.
    static func boxLefts(_ text: String) throws -> [Int] {
        try loadScene(text).render().map { frame in
            (0..<frame.image.pixelWidth).first { frame.image[$0, 10] == Pixel(red: 0, green: 0, blue: 0) } ?? -1
        }
    }

    @Test func anAnimationReadsItsBlockAndTiming() throws {
        let scene = try loadScene(Self.scene(events: """
          - at: 0
            animate:
              - {set: box, properties: {alpha: 0.5}}
              - {animate: [{setNeedsLayout: box}], duration: 0.1}
            duration: 1
            delay: 0.25
            curve: easeOut
          - {at: 0, animate: [], duration: 2, damping: 0.5, velocity: 3}
          - {at: 0, animate: [], duration: 2, damping: 1}
        """))
        let animations = scene.tree.events.compactMap { event -> SceneAnimation? in
            if case .animate(let animation) = event.action { animation } else { nil }
        }
        #expect(animations.map(\.duration) == [1, 2, 2])
        #expect(animations.map(\.delay) == [0.25, 0, 0])
        #expect(animations.map(\.curve) == [.easeOut, .easeInOut, .easeInOut])
        #expect(animations.map(\.spring) == [nil, .init(damping: 0.5, velocity: 3), .init(damping: 1, velocity: 0)])
        #expect(animations[0].changes.count == 2)
    }

    @Test func badTimingIsReported() {
        #expect(problems(Self.scene(events: """
          - {at: 0, animate: [], duration: 1, curve: easeInOout}
          - {at: 0, animate: [], duration: 1, curve: linear, damping: 0.5}
          - {at: 0, animate: [], duration: 1, velocity: 2}
          - {at: 0, animate: [], duration: 1, damping: 1.5}
          - {at: 0, animate: [], delay: -1}
          - {at: 0, animate: {set: box}, duration: 1}
        """)) == [
            "scene.yaml:8:46: events[0].curve: unknown animation curve \"easeInOout\"; did you mean \"easeInOut\"?",
            "scene.yaml:9:54: events[1].damping: \"curve\" and \"damping\" cannot be given together",
            "scene.yaml:10:39: events[2].velocity: missing required key \"damping\"",
            "scene.yaml:11:48: events[3].damping: expected a number from 0 to 1, found 1.5",
            "scene.yaml:12:5: events[4]: missing required key \"duration\"",
            "scene.yaml:12:33: events[4].delay: expected a number of seconds from 0 to 600, found -1",
            "scene.yaml:13:22: events[5].animate: expected a list of changes (set, constant, animate, …), found a mapping",
        ])
    }

    @Test func framesMidAnimationShowThePresentationAlongTheCurve() throws {
        let move = "{set: box, properties: {frame: [100, 0, 20, 20]}}"
        // 100 points in 1 s, captured at 0.5 s: half-way when linear; UIKit's ease-in
        // (0.42, 0, 1, 1) is at 31.5 %, ease-out (0, 0, 0.58, 1) at 68.5 %, ease-in-out at 50 %.
        var lefts: [Int] = []
        for curve in SceneAnimation.Curve.allCases {
            lefts += try Self.boxLefts(Self.scene(events: "  - {at: 0, animate: [\(move)], duration: 1, curve: \(curve.rawValue)}"))
        }
        #expect(lefts == [50, 32, 69, 50])
    }

    @Test func aDelayHoldsTheOldValuesAndTheModelChangesAtOnce() throws {
        let text = Self.scene(events: """
          - {at: 0, animate: [{set: box, properties: {frame: [100, 0, 20, 20]}}], duration: 1, delay: 0.5, curve: linear}
        """, capture: "[0.25, 1, 1.5]")
        #expect(try Self.boxLefts(text) == [0, 50, 100])
        // The layout dump, like `view.frame`, has the model value from the start.
        #expect(try loadScene(text).render()[0].layout.frame(of: "box") == [100, 0, 20, 20])
    }

    @Test func aSpringOvershootsWithLittleDamping() throws {
        let lefts = try Self.boxLefts(Self.scene(events: """
          - {at: 0, animate: [{set: box, properties: {frame: [100, 0, 20, 20]}}], duration: 1, damping: 0.3}
        """, capture: "[0.2, 0.3, 1]"))
        #expect(lefts[0] > 100 || lefts[1] > 100, "an underdamped spring passes its end: \(lefts)")
        #expect(lefts[2] == 100)
    }
}
