import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A view's `gestures`: UIKit's recognizers, whose actions make changes per state,
/// driven by the timeline's touches.
@Suite @MainActor struct GestureSceneTests {
    /// A 100 × 50 window whose `box` (40 × 40 at 0, 0) has `gestures`, and `events`.
    static func scene(gestures: String, events: String = "") -> String {
        """
        size: [100, 50]
        root:
          class: View
          backgroundColor: white
          subviews:
            - class: View
              id: box
              frame: [0, 0, 40, 40]
              backgroundColor: black
              gestures:
        \(gestures)
        events:
        \(events.isEmpty ? "  []" : events)
        capture: [0.25, 0.5, 1]
        """
    }

    /// The box's color in each captured frame, as `#RRGGBB`.
    static func boxColors(_ text: String) throws -> [String] {
        try loadScene(text).render().map { frame in
            let pixel = frame.image[20, 20]
            return String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
        }
    }

    @Test func recognizersReadTheirSettingsWithUIKitsDefaults() throws {
        let scene = try loadScene(Self.scene(gestures: """
                - recognizer: tap
                  numberOfTapsRequired: 2
                  ended: [{set: later, properties: {alpha: 0.5}}]
                - recognizer: longPress
                  began: [{setNeedsLayout: box}]
                  cancelled: []
                - {recognizer: pan}
            - {class: View, id: later}
        """))
        let gestures = try scene.tree.rootView.subviews[0].gestures
        #expect(gestures.map(\.recognizer) == [.tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 1),
                                               .longPress(minimumPressDuration: 0.5, allowableMovement: 10), .pan])
        #expect(gestures.map { $0.actions.map { "\($0.state) \($0.changes.count)" } } == [["ended 1"], ["began 1", "cancelled 0"], []])
    }

    @Test func badRecognizersAreReportedWithTheKeysOfOtherRecognizers() {
        #expect(problems(Self.scene(gestures: """
                - recognizer: tapp
                - recognizer: tap
                  began: []
                  numberOfTapsRequired: 0
                - recognizer: pan
                  minimumPressDuration: 1
                  ended: [{rotate: portrait}]
                - ended: []
        """)) == [
            "scene.yaml:11:23: root.subviews[0].gestures[0].recognizer: unknown gesture recognizer \"tapp\"; did you mean \"tap\"?",
            "scene.yaml:13:11: root.subviews[0].gestures[1].began: a tap recognizer has no key \"began\" (it is a key of longPress and pan)",
            "scene.yaml:14:33: root.subviews[0].gestures[1].numberOfTapsRequired: expected a whole number from 1 to 1000, found 0",
            "scene.yaml:16:11: root.subviews[0].gestures[2].minimumPressDuration: a pan recognizer has no key "
                + "\"minimumPressDuration\" (it is a key of longPress)",
            "scene.yaml:17:20: root.subviews[0].gestures[2].ended[0].rotate: \"rotate\" is an event of the timeline, "
                + "not a change an animation block or a gesture's action makes",
            "scene.yaml:18:11: root.subviews[0].gestures[3]: missing required key \"recognizer\"",
        ])
    }

    @Test func anActionNamesViewsAnywhereInTheFile() {
        #expect(problems(Self.scene(gestures: """
                - recognizer: tap
                  ended:
                    - {set: later, properties: {text: Hi}}
                    - {set: latr, properties: {text: Hi}}
                    - {set: box, properties: {text: Hi}}
            - {class: Label, id: later}
        """)) == [
            "scene.yaml:14:21: root.subviews[0].gestures[0].ended[1].set: no view or layer has the id \"latr\"; did you mean \"later\"?",
            "scene.yaml:15:39: root.subviews[0].gestures[0].ended[2].properties.text: a View has no key \"text\" (it is a key of Label, TextField, TextView and SearchBar)",
        ])
    }

    @Test func aTapRecognizerActsWhenItRecognizes() throws {
        let scene = Self.scene(gestures: """
                - recognizer: tap
                  numberOfTapsRequired: 2
                  ended: [{set: box, properties: {backgroundColor: "#FF0000"}}]
        """, events: """
          - {at: 0.1, tap: box}
          - {at: 0.6, tap: box}
          - {at: 0.7, tap: box}
        """)
        // One tap is not a double tap (the second must come within 0.35 s); two are.
        #expect(try Self.boxColors(scene) == ["#000000", "#000000", "#FF0000"])
    }

    @Test func aLongPressActsAtEachStateItLists() throws {
        let scene = Self.scene(gestures: """
                - recognizer: longPress
                  minimumPressDuration: 0.2
                  began: [{set: box, properties: {backgroundColor: "#00FF00"}}]
                  ended: [{set: box, properties: {backgroundColor: "#0000FF"}}]
        """, events: """
          - {at: 0.1, longPress: [20, 20], duration: 0.6}
        """)
        #expect(try Self.boxColors(scene) == ["#000000", "#00FF00", "#0000FF"])
    }

    @Test func aPanRecognizerCancelsTheViewsTouchesWhenItBegins() throws {
        let lines = try Trace.capture {
            _ = try loadScene(Self.scene(gestures: """
                    - recognizer: pan
                      began: [{set: box, properties: {alpha: 0.5}}]
            """, events: """
              - {at: 0.1, drag: [[20, 20], [20, 40]], duration: 0.1}
            """)).render()
        }.filter { $0.view == "box" && ($0.event.hasPrefix("touches") || $0.event == "gesture") }
            .map { [$0.event, $0.message].compactMap { $0 }.joined(separator: " ") }
        // Six moves of 3⅓ points: the view sees the first two; the third reaches the
        // pan's 10 points, which cancels the view's touches.
        #expect(lines == ["touchesBegan", "touchesMoved", "touchesMoved", "gesture PanGestureRecognizer began", "touchesCancelled"]
                + Array(repeating: "gesture PanGestureRecognizer changed", count: 3) + ["gesture PanGestureRecognizer ended"])
    }

    @Test func aLabelTakesTouchesOnlyWhenItsInteractionIsEnabled() throws {
        /// What the label's recognizer did when the label was tapped.
        func recognizerStates(_ interaction: String) throws -> [String] {
            let scene = try loadScene("""
            size: [100, 50]
            root:
              class: View
              subviews:
                - class: Label
                  id: label
                  frame: [0, 0, 100, 50]
                  text: Tap
                  \(interaction)
                  gestures:
                    - recognizer: tap
                      ended: [{set: label, properties: {text: Tapped}}]
            events: [{at: 0.1, tap: label}]
            """)
            return try Trace.capture { _ = try scene.render() }.filter { $0.event == "gesture" }.compactMap(\.message)
        }
        // As UILabel, a label lets touches through to the view behind it by default.
        #expect(try recognizerStates("") == [])
        #expect(try recognizerStates("userInteractionEnabled: true") == ["TapGestureRecognizer ended"])
    }
}
