import Testing
import UIKit

/// A pie chart drawn with Core Graphics: one wedge per value, clockwise from 12 o'clock,
/// and a hole punched out with the clear blend mode to make a donut.
final class PieChartView: UIView {
    var segments: [(value: CGFloat, color: UIColor)] = [] { didSet { setNeedsDisplay() } }
    var holeRatio: CGFloat = 0.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let total = segments.reduce(0) { $0 + $1.value }
        guard total > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        var start = -CGFloat.pi / 2
        for segment in segments {
            let end = start + 2 * .pi * segment.value / total
            context.move(to: center)
            // Core Graphics' clockwise flag is in y-up terms: increasing angles run
            // clockwise on a UIKit screen, so this wedge turns with `clockwise: false`.
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.closePath()
            context.setFillColor(segment.color.cgColor)
            context.fillPath()
            start = end
        }
        context.setBlendMode(.clear)
        let hole = radius * holeRatio
        context.fillEllipse(in: CGRect(x: center.x - hole, y: center.y - hole, width: 2 * hole, height: 2 * hole))
    }
}

@MainActor
@Suite struct PieChartViewTests {
    @Test func wedgesRunClockwiseFromTwelveOClockAroundAClearHole() throws {
        let window = makeWindow()
        let pie = PieChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pie.segments = [(1, .systemRed), (1, .systemGreen), (2, .systemBlue)]
        window.addSubview(pie)
        commit(window)
        let image = try frameImage(of: window)
        // Quarter one (12 to 3 o'clock) is red, quarter two (3 to 6) green, the left half blue.
        #expect(pixel(image, 70, 20) == UIColor.systemRed.pixel)
        #expect(pixel(image, 70, 80) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 20, 30) == UIColor.systemBlue.pixel)
        #expect(pixel(image, 20, 70) == UIColor.systemBlue.pixel)
        // The hole shows the window behind the view.
        #expect(pixel(image, 50, 50) == .white)
        #expect(pixel(image, 60, 40) == .white)
    }

    @Test func aResizedPieIsRedrawnAtItsNewSize() throws {
        let window = makeWindow()
        let pie = PieChartView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        pie.segments = [(1, .systemRed)]
        window.addSubview(pie)
        commit(window)
        pie.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 90, 50) == UIColor.systemRed.pixel)
        #expect(pixel(image, 50, 50) == .white)
    }
}
