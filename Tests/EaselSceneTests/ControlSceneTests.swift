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

    /// `slide` drags the thumb as a finger does: from value 0.2 to 0.8 the track fills
    /// with the tint up to the thumb; a value past the maximum stops the thumb at the
    /// end of the track, as UIKit clamps it.
    @Test @MainActor func aSlideDragsTheThumbToTheValueAndStopsAtTheEnd() throws {
        let scene = try loadScene("""
        size: [200, 50]
        capture: [0.05, 0.6, 1.2]
        root:
          class: View
          backgroundColor: white
          subviews:
            - {class: Slider, id: volume, frame: [0, 10, 200, 28], value: 0.2}
        events:
          - {at: 0.1, slide: 0.8, in: volume}
          - {at: 0.7, slide: 5, in: volume, duration: 0.2}
        """)
        let frames = try scene.render()
        let blue = Color.systemBlue.pixel, white = Pixel(red: 255, green: 255, blue: 255)
        // The thumb (38 points wide) travels 162 points: its centre at 19 + 162 × value.
        #expect(frames[0].image[100, 24] != blue, "at 0.2 the track past the thumb (51) is not tinted")
        #expect(frames[1].image[100, 24] == blue && frames[1].image[148, 24] == white, "at 0.8: the thumb at 148")
        #expect(frames[2].image[150, 24] == blue && frames[2].image[181, 24] == white, "at the end: the thumb at 181")
    }

    @Test func slideNamesASliderAndAValue() {
        #expect(problems(sceneWithRoot("{class: Switch, id: s}", extra: "events:\n  - {at: 0, slide: 0.5, in: s}")) == [
            "scene.yaml:5:29: events[0].in: expected the id of a Slider, found \"s\", a Switch",
        ])
        #expect(problems(sceneWithRoot("{class: Slider, id: s}", extra: "events:\n  - {at: 0, slide: loud, in: s}")) == [
            "scene.yaml:5:20: events[0].slide: expected a number, found \"loud\"",
        ])
        #expect(problems(sceneWithRoot("{class: Slider, id: s}", extra: "events:\n  - {at: 0, slide: 0.5}")) == [
            "scene.yaml:5:5: events[0]: missing required key \"in\"",
        ])
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
            "scene.yaml:4:3: root.enabled: a Label has no key \"enabled\" (it is a key of Switch, Slider, Stepper, "
                + "PageControl, TextField, Button, SegmentedControl and DatePicker)",
        ])
    }

    /// A date picker shows the scene's date clamped to its range, sized as the same
    /// picker made in code.
    @Test @MainActor func aDatePickerShowsItsDateClampedToItsRange() throws {
        let scene = try loadScene("""
        size: [300, 100]
        root:
          class: View
          subviews:
            - {class: DatePicker, id: day, datePickerMode: date, date: "2025-12-24T18:00:00Z",
               minimumDate: "2026-01-01T00:00:00Z", sizeToFit: true}
        """)
        let frame = try scene.render()[0]
        let picker = DatePicker(frame: .zero)
        picker.datePickerMode = .date
        picker.date = try #require(ISO8601DateFormatter().date(from: "2026-01-01T00:00:00Z"))
        picker.sizeToFit()
        #expect(frame.layout.views[0].subviews.map(\.frame) == [picker.frame])
        #expect(problems(sceneWithRoot("class: DatePicker\ndate: tomorrow\ndatePickerMode: week")) == [
            "scene.yaml:4:9: root.date: expected a date and time in ISO 8601 (2026-01-09T09:41:00Z), found \"tomorrow\"",
            "scene.yaml:5:19: root.datePickerMode: unknown date picker mode \"week\" (known: time, date, dateAndTime)",
        ])
    }
}
