@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `PickerView`'s bad input (UIKit's outcome plus a diagnostic) and the wheel's
/// approximation of the 3D drum.
@MainActor
@Suite struct PickerViewEngineTests {
    private final class Counts: NSObject, PickerViewDataSource, PickerViewDelegate {
        var components = 1
        var rows = [10]
        var rowHeight: CGFloat = 32
        func numberOfComponents(in pickerView: PickerView) -> Int { components }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    }

    private func picker(_ counts: Counts) -> (Window, PickerView) {
        let window = Window(size: CGSize(width: 320, height: 216), scale: 1)
        window.makeKeyAndVisible()
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = counts
        picker.delegate = counts
        window.addSubview(picker)
        window.eventLoop.runOnce()
        return (window, picker)
    }

    @Test func negativeCountsAreTakenAsZeroWithADiagnostic() {
        let counts = Counts()
        counts.components = -2
        let (_, messages) = Diagnostics.collect { _ = picker(counts).1.numberOfComponents }
        #expect(messages == ["UIPickerView: numberOfComponents(in:) returned -2; taken as 0"])

        counts.components = 1
        counts.rows = [-3]
        let (selected, rowMessages) = Diagnostics.collect { picker(counts).1.selectedRow(inComponent: 0) }
        #expect(selected == -1)
        #expect(rowMessages == ["UIPickerView: pickerView(_:numberOfRowsInComponent:) returned -3 for component 0; taken as 0"])
    }

    @Test func badIndexesAreIgnoredWithADiagnostic() {
        let (_, picker) = picker(Counts())
        let (_, messages) = Diagnostics.collect {
            picker.selectRow(10, inComponent: 0, animated: false)
            picker.selectRow(0, inComponent: -1, animated: true)
            _ = picker.rowSize(forComponent: 1)
        }
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(messages == [
            "UIPickerView selectRow(_:inComponent:animated:): row 10 is out of bounds for component 0 with 10 rows; ignored",
            "UIPickerView selectRow(_:inComponent:animated:): component -1 is out of bounds for a picker with 1 components",
            "UIPickerView rowSize(forComponent:): component 1 is out of bounds for a picker with 1 components",
        ])
    }

    @Test func aZeroRowHeightFallsBackTo32Points() {
        let counts = Counts()
        counts.rowHeight = 0
        let (size, messages) = Diagnostics.collect { picker(counts).1.rowSize(forComponent: 0) }
        #expect(size == CGSize(width: 304, height: 32))
        #expect(messages.allSatisfy { $0.hasPrefix("UIPickerView: pickerView(_:rowHeightForComponent:) returned 0.0") })
        #expect(!messages.isEmpty)
    }

    /// Rows sit on a cylinder of radius 108: the row one below the middle shows at
    /// 108 · sin(32/108) from the middle, squeezed and faded by cos(32/108).
    @Test func rowsAwayFromTheMiddleAreSqueezedAndFadedAsOnADrum() throws {
        let (_, picker) = picker(Counts())
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let wheel = try #require(picker.subviews.first as? PickerWheel)
        wheel.layoutIfNeeded()
        let cells = wheel.subviews.compactMap { $0 as? PickerRowCell }.sorted { $0.center.y < $1.center.y }
        let middle = try #require(cells.first { $0.transform == .identity })
        #expect(middle.frame == CGRect(x: 0, y: 128, width: 304, height: 32))
        #expect((middle.content as? Label)?.text == "4")
        let below = try #require(cells.first { $0.center.y == 5.5 * 32 })
        let angle = 32.0 / 108
        #expect(abs(below.transform.d - cos(angle)) < 1e-9)
        #expect(abs(below.alpha - cos(angle)) < 1e-9)
        #expect(abs(below.frame.midY - wheel.contentOffset.y - (108 + 108 * sin(angle))) < 1e-9)
        // Rows 0 to 9 all within a quarter turn (169.6 points) of row 4's middle show.
        #expect(cells.count == 10)
    }

    @Test func anAnimatedSelectionTurnsTheWheelOverVirtualTime() throws {
        let (window, picker) = picker(Counts())
        let wheel = try #require(picker.subviews.first as? PickerWheel)
        #expect(wheel.contentOffset.y == -92)
        picker.selectRow(3, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        window.eventLoop.run(for: 0.15)
        // Halfway through the 0.3 s ease in and out: half of the 96 points.
        #expect(abs(wheel.contentOffset.y - (-92 + 48)) < 1)
        window.eventLoop.runUntilIdle()
        #expect(abs(wheel.contentOffset.y - (3 * 32 - 92)) < 1e-9)
    }
}
