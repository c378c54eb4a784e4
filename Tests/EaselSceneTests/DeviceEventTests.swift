import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// The device's events: `rotate` (the window's size and the device's safe area turn),
/// `background` and `foreground` (through `Application`, traced).
@Suite @MainActor struct DeviceEventTests {
    /// An iPhone 15 at scale 1 whose `safe` view fills the safe area, and `events`.
    static func scene(events: String, capture: String = "[0, 1]") -> String {
        """
        device: iPhone 15
        scale: 1
        root:
          class: View
          subviews:
            - class: View
              id: safe
              translatesAutoresizingMaskIntoConstraints: false
              constraints:
                - top = superview.safeArea.top
                - bottom = superview.safeArea.bottom
                - leading = superview.safeArea.leading
                - trailing = superview.safeArea.trailing
        events:
        \(events)
        capture: \(capture)
        """
    }

    @Test func devicesTurnTheirSafeAreaAsIOSDoes() throws {
        let phone = try Device.named("iPhone 15"), oldPhone = try Device.named("iPhone SE (3rd generation)")
        let pad = try Device.named("iPad Pro 11-inch (M4)")
        #expect(phone.safeAreaInsets(in: .portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(phone.safeAreaInsets(in: .landscapeRight) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(oldPhone.safeAreaInsets(in: .landscapeLeft) == .zero)
        #expect(pad.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func rotatingSwapsTheWindowAndTurnsTheSafeArea() throws {
        let frames = try loadScene(Self.scene(events: """
          - {at: 0.5, rotate: landscapeRight}
          - {at: 1.5, rotate: portrait}
        """, capture: "[0, 1, 2]")).render()
        #expect(frames.map { "\($0.image.pixelWidth)x\($0.image.pixelHeight)" } == ["393x852", "852x393", "393x852"])
        #expect(frames.map { $0.layout.frame(of: "safe") } == [[0, 59, 393, 759], [59, 0, 734, 372], [0, 59, 393, 759]])
    }

    @Test func aRootControllersViewFollowsTheWindowAndTheControllersAreTold() throws {
        let scene = try loadScene("""
        size: [100, 60]
        controller:
          class: NavigationController
          id: nav
          stack:
            - id: first
              view: {class: View, id: firstView, backgroundColor: systemRed}
        events: [{at: 0.5, rotate: landscapeLeft}]
        capture: [0, 1]
        """)
        var frames: [CapturedFrame] = []
        let trace = try Trace.capture { frames = try scene.render() }
        #expect(frames.map { "\($0.image.pixelWidth)x\($0.image.pixelHeight)" } == ["100x60", "60x100"])
        #expect(frames.map { $0.layout.frame(of: "firstView") } == [[0, 0, 100, 60], [0, 0, 60, 100]])
        #expect(frames[1].image[50, 90] == Color.systemRed.pixel)
        #expect(trace.filter { $0.event == "viewWillTransition" }.map(\.description) == [
            "viewWillTransition nav [60,100]", "viewWillTransition first [60,100]",
        ])
    }

    @Test func aSceneWithoutADeviceRotatesWithoutASafeArea() throws {
        let frames = try loadScene("""
        size: [40, 20]
        root: {class: View, backgroundColor: black}
        events: [{at: 0.5, rotate: landscapeLeft}]
        capture: [1]
        """).render()
        #expect(frames[0].image.pixelWidth == 20 && frames[0].image.pixelHeight == 40)
        #expect(frames[0].layout.frame(of: nil) == [0, 0, 20, 40])
    }

    @Test func backgroundAndForegroundRunTheAppsLifecycle() throws {
        let text = Self.scene(events: """
          - {at: 0.25, background: }
          - {at: 0.5, foreground: null}
          - at: 0.75
            background:
        """)
        let lines = try Trace.capture { _ = try loadScene(text).render() }.map(\.event).filter { $0.hasPrefix("application") }
        // The scene ends in the background: the app comes back once the run is over,
        // so that the next scene starts active.
        #expect(lines == ["applicationWillResignActive", "applicationDidEnterBackground",
                          "applicationWillEnterForeground", "applicationDidBecomeActive",
                          "applicationWillResignActive", "applicationDidEnterBackground",
                          "applicationWillEnterForeground", "applicationDidBecomeActive"])
        #expect(Application.shared.applicationState == .active)
    }

    @Test func inJSONTheAppsEventsAreNull() throws {
        let scene = try loadScene("""
        {"size": [10, 10], "root": {"class": "View"},
         "events": [{"at": 1, "background": null}, {"at": 2, "foreground": null}]}
        """, format: .json)
        #expect(scene.tree.events.map { "\($0.action)" } == ["background", "foreground"])
    }

    @Test func badDeviceEventsAreReported() {
        #expect(problems(Self.scene(events: """
          - {at: 0, rotate: landscape}
          - {at: 0, background: now}
          - {at: 0, foreground: [], rotate: portrait}
        """)) == [
            "scene.yaml:15:21: events[0].rotate: unknown orientation \"landscape\" (known: portrait, landscapeLeft, landscapeRight)",
            "scene.yaml:16:25: events[1].background: expected no value (the event acts on the app), found \"now\"",
            "scene.yaml:17:29: events[2].rotate: \"foreground\" and \"rotate\" cannot be given together",
        ])
    }
}
