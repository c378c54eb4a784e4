import Easel
import EaselGraphics
import Foundation
import Testing

/// `SegmentedControl`: selection on lift, momentary, disabled segments, widths and
/// out-of-range indexes.
@MainActor
@Suite struct SegmentedControlTests {
    private func shown(_ control: SegmentedControl) -> Window {
        let window = shownWindow(width: 300, height: 60)
        control.frame = CGRect(x: 0, y: 10, width: 300, height: 32)
        control.accessibilityIdentifier = "segmented"
        window.addSubview(control)
        window.eventLoop.runOnce()
        return window
    }

    private func tap(_ window: Window, x: CGFloat) -> [String] {
        Trace.capture {
            window.scheduleTap(at: CGPoint(x: x, y: 26))
            window.eventLoop.runUntilIdle()
        }.filter { $0.event == "controlEvent" }.compactMap(\.message)
    }

    @Test func liftingOnASegmentSelectsItAndSendsValueChangedBeforeTouchUpInside() {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 0
        let window = shown(control)
        #expect(tap(window, x: 250) == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(control.selectedSegmentIndex == 2)
        #expect(tap(window, x: 250) == ["touchDown|touchDownRepeat", "touchUpInside"], "the selected segment again (a quick second tap) changes nothing")
    }

    @Test func aDisabledSegmentIsNotSelected() {
        let control = SegmentedControl(items: ["A", "B"])
        control.setEnabled(false, forSegmentAt: 1)
        let window = shown(control)
        _ = tap(window, x: 250)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!control.isEnabledForSegment(at: 1) && !control.isEnabledForSegment(at: 7))
    }

    @Test func aMomentaryControlSendsButKeepsNoSelection() {
        let control = SegmentedControl(items: ["A", "B"])
        control.isMomentary = true
        let window = shown(control)
        #expect(tap(window, x: 50) == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func anIndexPastTheEndIsReportedAndSelectsNothing() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        let (_, messages) = Diagnostics.collect { control.selectedSegmentIndex = 2 }
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(messages == ["SegmentedControl: no segment 2 in 2; none selected"])
    }

    @Test func fixedWidthsComeFirstAndTheRestShareEqually() {
        let control = SegmentedControl(items: ["A", "Longer title", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentFrames().map(\.width) == [60, 120, 120])
        #expect(control.intrinsicContentSize.height == 32)
    }
}
