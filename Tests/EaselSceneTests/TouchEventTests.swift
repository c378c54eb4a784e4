import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `tap`, `longPress` and `drag` events: what they read as, the problems of bad ones,
/// and their touches reaching the views through the window's touch dispatch.
@Suite @MainActor struct TouchEventTests {
    /// A window of 100 × 50 with a 40 × 20 `button` at (10, 10), and `events`.
    static func scene(events: String) -> String {
        """
        size: [100, 50]
        root:
          class: View
          id: root
          subviews:
            - {class: View, id: button, frame: [10, 10, 40, 20]}
            - {class: View, id: other, frame: [60, 10, 30, 20]}
        events:
        \(events)
        """
    }

    /// The trace of rendering `text`, without commits, frames and passes, as lines.
    static func touchTrace(_ text: String) throws -> [String] {
        let scene = try loadScene(text)
        return try Trace.capture { _ = try scene.render() }
            .filter { ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "gesture", "diagnostic"].contains($0.event) }
            .map { [$0.event, $0.view, $0.message].compactMap { $0 }.joined(separator: " ") }
    }

    @Test func touchesReadTheirTargetsAndDurations() throws {
        let scene = try loadScene(Self.scene(events: """
          - {at: 0.1, tap: button}
          - {at: 0.2, tap: [5, 6], duration: 0.2}
          - {at: 0.3, longPress: button}
          - {at: 0.4, longPress: {x: 1, y: 2}, duration: 0.75}
          - {at: 0.5, drag: [[0, 0], {x: 30, y: 0}, [30, 30]], duration: 0.5}
        """))
        func shown(_ target: TouchTarget) -> String {
            switch target {
            case .view(let id): id
            case .point(let point): "(\(point.x), \(point.y))"
            }
        }
        let actions = scene.tree.events.map { event -> String in
            switch event.action {
            case .tap(let target, let duration): "tap \(shown(target)) for \(duration)"
            case .longPress(let target, let duration): "longPress \(shown(target)) for \(duration)"
            case .drag(let points, let duration): "drag \(points.map { shown(.point($0)) }) for \(duration)"
            default: "other"
            }
        }
        #expect(actions == [
            "tap button for 0.05", "tap (5.0, 6.0) for 0.2", "longPress button for 1.0", "longPress (1.0, 2.0) for 0.75",
            "drag [\"(0.0, 0.0)\", \"(30.0, 0.0)\", \"(30.0, 30.0)\"] for 0.5",
        ])
        // The timeline runs until the last finger lifts: the long press of 1 s at 0.3 s.
        #expect(scene.tree.duration == 1.3)
    }

    @Test func badTouchesAreReportedAtTheValueAtFault() {
        #expect(problems(Self.scene(events: """
          - {at: 0.1, tap: buton}
          - {at: 0.2, drag: [[0, 0]], duration: 1}
          - {at: 0.3, drag: [[0, 0], [1, 1]]}
          - {at: 0.4, longPress: button, duration: -1}
          - {at: 0.5, tap: button, durration: 1}
          - {at: 0.6, tap: [1, 2, 3]}
          - {at: 0.7, drag: [[0, 0], [1, 1]], duration: 1e9}
        """)) == [
            "scene.yaml:9:20: events[0].tap: no view has the id \"buton\"; did you mean \"button\"?",
            "scene.yaml:10:21: events[1].drag: expected a list of at least 2 points [[x, y], …], found a list of 1 item",
            "scene.yaml:11:5: events[2]: missing required key \"duration\"",
            "scene.yaml:12:44: events[3].duration: expected a number of seconds from 0 to 600, found -1",
            "scene.yaml:13:28: events[4].durration: unknown key; did you mean \"duration\"?",
            "scene.yaml:14:20: events[5].tap: expected a point [x, y], found a list of 3 items",
            "scene.yaml:15:49: events[6].duration: expected a number of seconds above 0, at most 600, found 1e9",
        ])
    }

    @Test func aTouchIsNotAChangeOfAnAnimationBlock() {
        #expect(problems(Self.scene(events: """
          - {at: 0.1, animate: [{tap: button}], duration: 1}
        """)) == [
            "scene.yaml:9:26: events[0].animate[0].tap: \"tap\" is an event of the timeline, not a change an animation block or a gesture's action makes",
        ])
    }

    @Test func aTapAtAViewHitsItAndAtAPointHitsWhatIsThere() throws {
        #expect(try Self.touchTrace(Self.scene(events: """
          - {at: 0.1, tap: button}
          - {at: 0.2, tap: [95, 45]}
        """)).filter { !$0.hasSuffix("Window") && !$0.hasSuffix("Application") } == [
            "touchesBegan button", "touchesBegan root", "touchesEnded button", "touchesEnded root",
            "touchesBegan root", "touchesEnded root",
        ])
    }

    @Test func aDragMovesAtEachRefreshOfTheScreen() throws {
        let lines = try Self.touchTrace(Self.scene(events: """
          - {at: 0.1, drag: [[20, 20], [80, 20]], duration: 0.1}
        """)).filter { $0.hasSuffix("button") }
        // 0.1 s at 60 Hz: six moves, the finger leaving the button on the way.
        #expect(lines == ["touchesBegan button"] + Array(repeating: "touchesMoved button", count: 6) + ["touchesEnded button"])
    }

    @Test func touchesThatOverlapInTimeAreDifferentFingers() throws {
        let lines = try Self.touchTrace(Self.scene(events: """
          - {at: 0.1, longPress: button, duration: 0.5}
          - {at: 0.2, tap: other}
          - {at: 0.7, tap: other}
        """)).filter { $0.hasSuffix("button") || $0.hasSuffix("other") || $0.hasPrefix("diagnostic") }
        #expect(lines == ["touchesBegan button", "touchesBegan other", "touchesEnded other",
                          "touchesEnded button", "touchesBegan other", "touchesEnded other"])
    }
}
