import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A control's `actions` (per `UIControl.Event` name, the changes its action makes,
/// added with `addAction(_:for:)`), its `selected` and `highlighted` states, a button's
/// per-state looks, and the problems of unknown event and state names.
@Suite @MainActor struct ControlActionSceneTests {
    /// A 300 × 200 window with `control` (lines of a view mapping, indented for the
    /// root's subviews), a `status` label, and `events`.
    static func scene(_ control: String, events: String) -> String {
        """
        size: [300, 200]
        root:
          class: View
          backgroundColor: white
          subviews:
        \(control)
            - {class: Label, id: status, frame: [10, 150, 280, 30]}
        events:
        \(events)
        """
    }

    /// The control events and scene actions of `id`, in order, as `event message`.
    static func controlLines(_ text: String, of id: String) throws -> [String] {
        try Trace.capture { _ = try loadScene(text).render() }
            .filter { $0.view == id && ($0.event == "controlEvent" || $0.event == "controlAction") }
            .map { "\($0.event) \($0.message ?? "")" }
    }

    static let play = """
            - class: Button
              id: play
              frame: [10, 10, 80, 40]
              actions:
                touchDown: [{set: status, properties: {text: down}}]
                touchUpInside: [{set: status, properties: {text: tapped}}]
                touchDragExit: [{set: status, properties: {text: left}}]
                touchUpOutside: [{set: status, properties: {text: cancelled}}]
        """

    @Test func aTapSendsTouchDownThenTouchUpInsideToTheirActions() throws {
        let text = Self.scene(Self.play, events: "  - {at: 0.1, tap: play}")
        #expect(try Self.controlLines(text, of: "play") == [
            "controlEvent touchDown", "controlAction touchDown",
            "controlEvent touchUpInside", "controlAction touchUpInside",
            "controlEvent primaryActionTriggered",
        ])
    }

    @Test func aDragOutExitsTheTrackingAreaAndLiftsOutside() throws {
        // From the button's centre to 160 points right of it: past the 70-point margin
        // UIKit keeps tracking in, so the finger exits and lifts outside.
        let text = Self.scene(Self.play, events: "  - {at: 0.1, drag: [[50, 30], [250, 30]], duration: 0.1}")
        let lines = try Self.controlLines(text, of: "play")
        #expect(lines == [
            "controlEvent touchDown", "controlAction touchDown",
            "controlEvent touchDragInside", "controlEvent touchDragInside", "controlEvent touchDragInside",
            "controlEvent touchDragOutside|touchDragExit", "controlAction touchDragExit",
            "controlEvent touchDragOutside", "controlEvent touchDragOutside",
            "controlEvent touchUpOutside", "controlAction touchUpOutside",
        ])
    }

    @Test func aDisabledControlSendsNothingSoItsActionsNeverRun() throws {
        let text = Self.scene(Self.play + "\n      enabled: false", events: "  - {at: 0.1, tap: play}")
        #expect(try Self.controlLines(text, of: "play") == [])
    }

    @Test func aSwitchsValueChangedActionRunsWhenATapFlipsIt() throws {
        let text = Self.scene("""
            - class: Switch
              id: wifi
              frame: [10, 10, 63, 28]
              actions:
                valueChanged: [{set: status, properties: {text: flipped}}]
                primaryActionTriggered: [{set: status, properties: {textColor: systemRed}}]
        """, events: "  - {at: 0.1, tap: wifi}")
        // The switch flips in `endTracking`, so its value events come before touchUpInside.
        #expect(try Self.controlLines(text, of: "wifi") == [
            "controlEvent touchDown",
            "controlEvent valueChanged", "controlAction valueChanged",
            "controlEvent primaryActionTriggered", "controlAction primaryActionTriggered",
            "controlEvent touchUpInside",
        ])
    }

    /// Two actions answering one event run in the order they were added: the file's.
    @Test func actionsForOneEventRunInTheOrderOfTheFile() throws {
        let text = Self.scene("""
            - class: Button
              id: go
              frame: [10, 10, 80, 40]
              actions:
                touchUpInside: [{set: status, properties: {text: first}}]
                allTouchEvents: [{set: status, properties: {text: second}}]
        """, events: "  - {at: 0.1, tap: go}")
        #expect(try Self.controlLines(text, of: "go") == [
            "controlEvent touchDown", "controlAction allTouchEvents",
            "controlEvent touchUpInside", "controlAction touchUpInside", "controlAction allTouchEvents",
            "controlEvent primaryActionTriggered",
        ])
    }

    /// A legacy button shows the title, colour and image of its state: `selected` as
    /// the file sets it, then toggled by taps (`changesSelectionAsPrimaryAction`).
    @Test func aButtonShowsTheLookOfItsState() throws {
        let text = Self.scene("""
            - class: Button
              id: like
              frame: [10, 10, 120, 40]
              selected: true
              changesSelectionAsPrimaryAction: true
              titles: {normal: Like, selected: Liked}
              titleColors: {normal: systemBlue, selected: systemPink}
              images: {normal: heart, selected: heart.fill}
        """, events: "  - {at: 0.1, tap: like}\ncapture: [0.05, 1]")
        let frames = try loadScene(text).render()
        /// How many of the button's pixels are exactly `color`.
        func count(_ color: Color, in frame: CapturedFrame) -> Int {
            (10..<130).reduce(0) { sum, x in sum + (10..<50).filter { frame.image[x, $0] == color.pixel }.count }
        }
        // Selected: the title in pink beside the filled heart (the image in the tint);
        // after the tap, normal: all in the tint.
        // The filled heart is most of the selected look's tint; the outline heart and the
        // title (antialiased, so few pixels are exactly the color) the normal look's.
        let counts: [Int] = frames.flatMap { frame in [Color.systemPink, .systemBlue].map { count($0, in: frame) } }
        #expect(counts == [4, 154, 0, 4])
    }

    @Test func unknownEventAndStateNamesAreReportedAtTheirKeysWithTheNamesThereAre() {
        #expect(problems(Self.scene("""
            - class: Button
              id: go
              configuration: gray
              titles: {normal: Go}
              actions:
                touchUpInsde: []
                click: [{set: status, properties: {text: x}}]
                valueChanged: [{tap: go}]
            - class: Button
              titleColors: {normal: red, pressed: blue}
              highlighted: maybe
            - {class: Label, actions: {touchDown: []}}
        """, events: "  []")) == [
            "scene.yaml:9:7: root.subviews[0].titles: \"configuration\" and \"titles\" cannot be given together",
            "scene.yaml:11:9: root.subviews[0].actions.touchUpInsde: unknown control event \"touchUpInsde\"; "
                + "did you mean \"touchUpInside\"?",
            "scene.yaml:12:9: root.subviews[0].actions.click: unknown control event \"click\" (known: touchDown, "
                + "touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, "
                + "touchUpOutside, touchCancel, valueChanged, primaryActionTriggered, menuActionTriggered, "
                + "editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, allTouchEvents, "
                + "allEditingEvents, allEvents)",
            "scene.yaml:13:25: root.subviews[0].actions.valueChanged[0].tap: \"tap\" is an event of the timeline, "
                + "not a change an animation block or a gesture's action makes",
            "scene.yaml:15:34: root.subviews[1].titleColors.pressed: unknown control state \"pressed\" "
                + "(known: normal, highlighted, selected, disabled)",
            "scene.yaml:16:20: root.subviews[1].highlighted: expected true or false, found \"maybe\"",
            "scene.yaml:17:22: root.subviews[2].actions: a Label has no key \"actions\" (it is a key of Switch, "
                + "Slider, Stepper, PageControl, TextField, Button, SegmentedControl and DatePicker)",
        ])
    }
}
