import Easel
import EaselGraphics
import Foundation
import Testing

/// `Stepper`, `Slider` and `PageControl`: values, clamping, and what touches do.
@MainActor
@Suite struct ValueControlTests {
    private func window(with control: Control, at origin: CGPoint = CGPoint(x: 10, y: 10)) -> Window {
        let window = shownWindow(width: 300, height: 100)
        window.backgroundColor = .white
        control.frame.origin = origin
        control.accessibilityIdentifier = "control"
        window.addSubview(control)
        window.eventLoop.runOnce()
        return window
    }

    private func controlEvents(_ window: Window, _ body: () -> Void) -> [String] {
        Trace.capture(during: { body(); window.eventLoop.runUntilIdle() })
            .filter { $0.event == "controlEvent" }.compactMap(\.message)
    }

    // MARK: Stepper

    @Test func aStepperStepsOnTouchDownAndStopsAtItsEnds() {
        let stepper = Stepper(frame: .zero)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        let window = window(with: stepper)
        let plus = CGPoint(x: 10 + 70, y: 26), minus = CGPoint(x: 10 + 20, y: 26)
        let events = controlEvents(window) {
            window.scheduleTap(at: plus, time: 0)
            window.scheduleTap(at: plus, time: 1)
            window.scheduleTap(at: plus, time: 2)
        }
        #expect(stepper.value == 2)
        // The value changes in beginTracking, before the base class sends touchDown.
        #expect(events == ["valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside",
                           "valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside"])
        stepper.wraps = true
        window.scheduleTap(at: plus, time: 3)
        window.eventLoop.runUntilIdle()
        #expect(stepper.value == 0)
        window.scheduleTap(at: minus, time: 4)
        window.eventLoop.runUntilIdle()
        #expect(stepper.value == 2)
    }

    @Test func aStepperKeepsItsRangeAsUIKitDoes() {
        let stepper = Stepper(frame: .zero)
        stepper.value = 50
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.value == 100)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.value = .nan
        #expect(stepper.value == 100)
    }

    // MARK: Slider

    @Test func aSliderClampsItsValueToItsRange() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 28))
        slider.value = 2
        #expect(slider.value == 1)
        slider.minimumValue = 10
        #expect(slider.maximumValue == 10 && slider.value == 10)
        slider.maximumValue = 20
        slider.value = -5
        #expect(slider.value == 10)
        #expect(slider.intrinsicContentSize.height == 28)
    }

    @Test func draggingTheThumbMovesTheValueContinuously() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 238, height: 28))
        let window = window(with: slider)
        var values: [Float] = []
        // Unowned, as in iOS code: an action that holds its control strongly is a cycle.
        slider.addAction(ControlAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        // The thumb's center travels 200 points, from x = 29 to 229 in the window; the
        // finger grabs it 3 points right of its center and moves 150 points.
        let events = controlEvents(window) {
            window.scheduleDrag(along: [CGPoint(x: 32, y: 24), CGPoint(x: 182, y: 24)], duration: 3.0 / 60)
        }
        #expect(values == [0.25, 0.5, 0.75])
        // The value changes in continueTracking, before the base class sends the drag.
        #expect(events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchDragInside",
                           "valueChanged", "primaryActionTriggered", "touchDragInside",
                           "valueChanged", "primaryActionTriggered", "touchDragInside", "touchUpInside"])
    }

    @Test func aSliderThatIsNotContinuousSendsOneChangeAtTheLift() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 238, height: 28))
        slider.isContinuous = false
        let window = window(with: slider)
        let events = controlEvents(window) {
            window.scheduleDrag(along: [CGPoint(x: 29, y: 24), CGPoint(x: 129, y: 24)], duration: 2.0 / 60)
        }
        #expect(slider.value == 0.5)
        #expect(events == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged", "primaryActionTriggered",
                           "touchUpInside"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 238, height: 28))
        let window = window(with: slider)
        let events = controlEvents(window) {
            window.scheduleDrag(along: [CGPoint(x: 150, y: 24), CGPoint(x: 200, y: 24)], duration: 2.0 / 60)
        }
        #expect(events.isEmpty && slider.value == 0)
    }

    // MARK: Page control

    @Test func aPageControlIsSizedForItsPagesAndClampsTheCurrentPage() {
        let pages = PageControl(frame: .zero)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 72, height: 28))
        #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 28))
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }

    @Test func aTapOnEitherHalfTurnsThePage() {
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 72, height: 28))
        pages.numberOfPages = 3
        let window = window(with: pages)
        let events = controlEvents(window) {
            window.scheduleTap(at: CGPoint(x: 70, y: 24), time: 0)
            window.scheduleTap(at: CGPoint(x: 70, y: 24), time: 1)
            window.scheduleTap(at: CGPoint(x: 70, y: 24), time: 2)
            window.scheduleTap(at: CGPoint(x: 20, y: 24), time: 3)
        }
        #expect(pages.currentPage == 1)
        #expect(events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                           "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                           "touchDown", "touchUpInside",
                           "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }
}
