import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Constraint ids: `{id, equation}` beside plain equations, and the `constant` event
/// that changes one, at once or inside an `animate` block.
@Suite @MainActor struct ConstraintIDTests {
    /// A 100 × 100 window; `box` is 20 × 20, `gap` points below the top, and `events`.
    static func scene(events: String = "", capture: String = "last") -> String {
        """
        size: [100, 100]
        root:
          class: View
          subviews:
            - class: View
              id: box
              backgroundColor: black
              translatesAutoresizingMaskIntoConstraints: false
              constraints:
                - {id: gap, equation: "top = superview.top + 10"}
                - leading = superview.leading
                - {id: side, equation: width = 20}
                - height = box.width
        events:
        \(events.isEmpty ? "  []" : events)
        capture: \(capture)
        """
    }

    /// The box's frame in each captured frame's layout dump.
    static func boxFrames(_ text: String) throws -> [[CGFloat]?] {
        try loadScene(text).render().map { $0.layout.frame(of: "box") }
    }

    @Test func anIdNamesTheConstraintAndBecomesItsIdentifier() throws {
        let scene = try loadScene(Self.scene())
        guard case .constraints(let constraints) = try scene.tree.rootView.subviews[0].properties.last(where: {
            if case .constraints = $0 { true } else { false }
        }) else {
            Issue.record("no constraints")
            return
        }
        #expect(constraints.map(\.id) == ["gap", nil, "side", nil])
        #expect(constraints[0].constant == 10 && constraints[2].constant == 20)
        var builder = SceneBuilder()
        let window = Window(size: CGSize(width: 100, height: 100))
        try window.addSubview(builder.build(scene.tree.rootView))
        builder.activateConstraints()
        #expect(builder.constraintsByID.mapValues { $0.identifier } == ["gap": "gap", "side": "side"])
    }

    @Test func badIdsAndMappingsAreReported() {
        #expect(problems("""
        size: [100, 100]
        root:
          class: View
          constraints:
            - {id: gap, equation: height = 10}
            - {id: gap, equaton: width = 10}
            - {equation: width = 10}
            - {id: [1], equation: width = 10}
        events:
          - {at: 0, constant: gapp, to: 1}
          - {at: 0, constant: gap}
        """) == [
            "scene.yaml:6:7: root.constraints[1]: missing required key \"equation\"",
            "scene.yaml:6:12: root.constraints[1].id: the id \"gap\" is already used by root.constraints[0].id",
            "scene.yaml:6:17: root.constraints[1].equaton: unknown key; did you mean \"equation\"?",
            "scene.yaml:7:7: root.constraints[2]: missing required key \"id\"",
            "scene.yaml:8:12: root.constraints[3].id: expected a constraint id, found a list of 1 item",
            "scene.yaml:10:23: events[0].constant: no constraint has the id \"gapp\"; did you mean \"gap\"?",
            "scene.yaml:11:5: events[1]: missing required key \"to\"",
        ])
    }

    @Test func aConstantEventMovesTheViewAtTheNextLayout() throws {
        #expect(try Self.boxFrames(Self.scene(events: """
          - {at: 0.5, constant: gap, to: 40}
          - {at: 0.5, constant: side, to: 30}
        """, capture: "[0, 0.5]")) == [[0, 10, 20, 20], [0, 40, 30, 30]])
    }

    @Test func aConstantChangedInAnAnimationBlockAnimatesTheLayout() throws {
        // After the first layout: an animation before it would animate the frames from
        // zero, as in UIKit.
        let text = Self.scene(events: """
          - {at: 0.5, animate: [{constant: gap, to: 60}], duration: 1, curve: linear}
        """, capture: "[1, 1.5]")
        let frames = try loadScene(text).render()
        // The model (layout dump) is at the end at once; the pixels are half-way.
        #expect(frames[0].layout.frame(of: "box") == [0, 60, 20, 20])
        let top = (0..<100).first { frames[0].image[10, $0] == Pixel(red: 0, green: 0, blue: 0) }
        #expect(top == 35)
    }
}
