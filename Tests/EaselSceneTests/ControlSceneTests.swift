import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Controls in scenes: UIKit's sizes, clamped values, taps through hit testing, and the
/// problems of bad values.
@Suite struct ControlSceneTests {
    @Test @MainActor func controlsKeepUIKitsSizesAndClampValuesAsUIKitDoes() throws {
        let scene = try loadScene("""
        size: [200, 120]
        root:
          class: View
          subviews:
            - {class: Switch, id: toggle, on: true}
            - {class: Stepper, id: stepper, value: 9, maximumValue: 3}
            - {class: Slider, id: slider, frame: [0, 40, 200, 28], value: -2, minimumValue: -1}
            - {class: PageControl, id: pages, numberOfPages: 3, currentPage: 8, sizeToFit: true}
            - {class: ActivityIndicatorView, id: spinner, style: large, sizeToFit: true}
        """)
        let frame = try scene.render()[0]
        #expect(frame.layout.views[0].subviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 63, height: 28), CGRect(x: 0, y: 0, width: 94, height: 32),
            CGRect(x: 0, y: 40, width: 200, height: 28), CGRect(x: 0, y: 0, width: 72, height: 28),
            CGRect(x: 0, y: 0, width: 37, height: 37),
        ])
        let values = try scene.tree.rootView.subviews.flatMap(\.properties).compactMap { property -> String? in
            switch property {
            case .isOn(let on): "on \(on)"
            case .value(let value): "value \(value)"
            case .currentPage(let page): "page \(page)"
            default: nil
            }
        }
        // The file's values; the controls clamp them when they are set (the range first).
        #expect(values == ["on true", "value 9.0", "value -2.0", "page 8"])
    }

    @Test @MainActor func aTapFlipsASwitch() throws {
        let scene = try loadScene("""
        size: [100, 50]
        capture: [0.05, 1]
        root:
          class: View
          backgroundColor: white
          subviews:
            - {class: Switch, id: toggle, frame: [10, 10, 63, 28]}
        events:
          - {at: 0.1, tap: toggle}
        """)
        let frames = try scene.render()
        #expect(frames[0].image[60, 24] == Pixel(red: 228, green: 228, blue: 229))
        #expect(frames[1].image[20, 24] == Color.systemGreen.pixel)
    }

    @Test func badControlValuesAreNamedWithTheirPlace() {
        #expect(problems(sceneWithRoot("class: Switch\non: maybe")) == [
            "scene.yaml:4:7: root.on: expected true or false, found \"maybe\"",
        ])
        #expect(problems(sceneWithRoot("class: Stepper\nstepValue: 0")) == [
            "scene.yaml:4:14: root.stepValue: expected a positive number, found 0",
        ])
        #expect(problems(sceneWithRoot("class: ProgressView\nprogressViewStyle: thin")) == [
            "scene.yaml:4:22: root.progressViewStyle: unknown progress view style \"thin\" (known: default, bar)",
        ])
        #expect(problems(sceneWithRoot("class: Label\nenabled: false")) == [
            "scene.yaml:4:3: root.enabled: a Label has no key \"enabled\" (it is a key of Switch, Slider, Stepper, PageControl, TextField, Button and SegmentedControl)",
        ])
    }
}
