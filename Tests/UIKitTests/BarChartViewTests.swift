import Testing
import UIKit

/// A bar chart drawn in `draw(_:)` with `UIBezierPath`, as iOS code draws one.
final class BarChartView: UIView {
    var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
    var colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard !values.isEmpty else { return }
        let barWidth = bounds.width / CGFloat(values.count)
        for (index, value) in values.enumerated() {
            let height = bounds.height * min(1, max(0, value))
            let bar = UIBezierPath(rect: CGRect(x: CGFloat(index) * barWidth, y: bounds.height - height,
                                                width: barWidth, height: height))
            colors[index % colors.count].setFill()
            bar.fill()
        }
    }
}

@MainActor
@Suite struct BarChartViewTests {
    @Test func barsRiseFromTheBottomInProportionToTheirValues() throws {
        let window = makeWindow()
        let chart = BarChartView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        chart.values = [0.25, 1, 0.5]
        window.addSubview(chart)
        commit(window)
        let image = try frameImage(of: window)
        let red = UIColor.systemRed.pixel, green = UIColor.systemGreen.pixel, blue = UIColor.systemBlue.pixel
        // First bar: x 10..<30, y 40..<50.
        #expect(pixel(image, 10, 40) == red)
        #expect(pixel(image, 29, 49) == red)
        #expect(pixel(image, 20, 39) == .white)
        // Second bar: the full height, x 30..<50.
        #expect(pixel(image, 30, 10) == green)
        #expect(pixel(image, 49, 49) == green)
        // Third bar: x 50..<70, y 30..<50.
        #expect(pixel(image, 50, 30) == blue)
        #expect(pixel(image, 60, 29) == .white)
        #expect(pixel(image, 70, 45) == .white)
    }

    @Test func changingTheValuesRedrawsOnceInTheNextCommit() throws {
        let window = makeWindow()
        let chart = BarChartView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        chart.accessibilityIdentifier = "chart"
        chart.values = [0.5]
        window.addSubview(chart)
        commit(window)
        let events = drawEvents {
            chart.values = [1]
            chart.colors = [.systemGreen]
            chart.values = [1]
            commit(window)
        }
        #expect(events == ["draw chart [0,0,20,20]"])
        #expect(pixel(try frameImage(of: window), 10, 0) == UIColor.systemGreen.pixel)
    }
}
