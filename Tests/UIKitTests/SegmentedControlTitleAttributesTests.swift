import Testing
import UIKit

/// `UISegmentedControl.setTitleTextAttributes(_:for:)`: the font and colour segment
/// titles are drawn in, per state.
@MainActor
@Suite struct SegmentedControlTitleAttributesTests {
    private let bold = UIFont.boldSystemFont(ofSize: 24)

    private func control() -> UISegmentedControl {
        let control = UISegmentedControl(items: ["MW", "MW"])
        control.setTitleTextAttributes([.font: bold, .foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        control.selectedSegmentIndex = 0
        return control
    }

    @Test func theAttributesAreReadBackPerState() {
        let control = control()
        #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == bold)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .blue)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        control.setTitleTextAttributes(nil, for: .selected)
        #expect(control.titleTextAttributes(for: .selected) == nil)
    }

    @Test func theNormalFontSizesEverySegment() {
        // The selected segment takes the normal state's font too: equal segments as wide
        // as the title in it, with 12 points either side.
        let width = "MW".size(withAttributes: [.font: bold]).width.rounded(.up) + 24
        #expect(control().intrinsicContentSize == CGSize(width: 2 * width, height: 32))
    }

    @Test func eachSegmentIsDrawnInItsStatesColour() throws {
        let window = makeWindow(width: 200, height: 32)
        let control = control()
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        window.addSubview(control)
        commit(window)
        let image = try frameImage(of: window)
        func count(_ color: Pixel, in xs: Range<Int>) -> Int {
            xs.reduce(0) { total, x in total + (0..<32).filter { pixel(image, x, $0) == color }.count }
        }
        let red = rgb(255, 0, 0), blue = rgb(0, 0, 255)
        // The selected segment's title in the selected colour, the other's in the normal one.
        #expect(count(blue, in: 0..<100) > 20)
        #expect(count(red, in: 0..<100) == 0)
        #expect(count(red, in: 100..<200) > 20)
        #expect(count(blue, in: 100..<200) == 0)
    }

    @Test func aDisabledSegmentKeepsTheDimmedColourUnlessTheDisabledStateSetsOne() throws {
        let window = makeWindow(width: 200, height: 32)
        let control = control()
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.setEnabled(false, forSegmentAt: 1)
        window.addSubview(control)
        commit(window)
        var image = try frameImage(of: window)
        let red = rgb(255, 0, 0), green = rgb(0, 255, 0)
        func count(_ color: Pixel) -> Int {
            (100..<200).reduce(0) { total, x in total + (0..<32).filter { pixel(image, x, $0) == color }.count }
        }
        #expect(count(red) == 0)
        control.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .disabled)
        commit(window)
        image = try frameImage(of: window)
        #expect(count(green) > 20)
    }
}

/// `UISegmentedControl`'s segments made from `UIAction`s (iOS 14).
@MainActor
@Suite struct SegmentedControlActionTests {
    private final class Log { var entries: [String] = [] }

    private let star = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func segmentsShowTheActionsImageElseItsTitle() {
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "One") { _ in },
            UIAction(title: "Two", image: star) { _ in },
        ])
        #expect(control.numberOfSegments == 2)
        #expect(control.frame == CGRect(x: 0, y: 0, width: 200, height: 32))
        #expect(control.titleForSegment(at: 0) == "One")
        #expect(control.imageForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) === star)
        #expect(control.actionForSegment(at: 1)?.title == "Two")
        #expect(control.actionForSegment(at: 2) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func selectingASegmentPerformsItsActionThenSendsValueChanged() {
        let log = Log()
        let window = makeWindow(width: 200, height: 32)
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "One") { action in log.entries.append("one") },
            UIAction(title: "Two") { action in
                let sender = action.sender as? UISegmentedControl
                log.entries.append("two from \(sender?.selectedSegmentIndex ?? -2)")
            },
        ])
        control.addAction(UIAction { _ in log.entries.append("valueChanged") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
        window.addSubview(control)
        commit(window)
        window.scheduleTap(at: CGPoint(x: 150, y: 16), time: window.eventLoop.now + 0.1)
        // A second tap on the selected segment changes nothing.
        window.scheduleTap(at: CGPoint(x: 150, y: 16), time: window.eventLoop.now + 1)
        window.eventLoop.run(for: 2)
        #expect(log.entries == ["two from 1", "valueChanged", "primary"])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func actionsAreSetInsertedAndFoundByIdentifier() {
        let control = UISegmentedControl(frame: .zero, actions: [UIAction(title: "One") { _ in }])
        control.setWidth(40, forSegmentAt: 0)
        let uno = UIAction(title: "Uno", identifier: UIAction.Identifier("uno")) { _ in }
        control.setAction(uno, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Uno")
        #expect(control.actionForSegment(at: 0) === uno)
        #expect(control.widthForSegment(at: 0) == 40)
        control.insertSegment(action: UIAction(title: "Dos", identifier: UIAction.Identifier("dos")) { _ in },
                              at: 0, animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "Dos")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("uno")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("tres")) == UISegmentedControl.noSegment)
    }

    @Test func removingASegmentKeepsTheSelectionOnTheSameSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 1, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }
}
