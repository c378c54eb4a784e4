import Testing
import UIKit

/// A gauge drawn with Core Graphics: a half ring filled by a clipped linear gradient,
/// and a needle with a round cap.
final class GaugeView: UIView {
    var value: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
    var extendsGradient = true

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.maxY - 10)
        let band = CGMutablePath()
        band.addArc(center: center, radius: 40, startAngle: .pi, endAngle: 0, clockwise: false)
        band.addArc(center: center, radius: 25, startAngle: 0, endAngle: .pi, clockwise: true)
        band.closeSubpath()

        let colors = [UIColor.systemGreen.cgColor, UIColor.systemRed.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                                        locations: [0, 1]) else { return }
        context.saveGState()
        context.addPath(band)
        context.clip()
        let options: CGGradientDrawingOptions = extendsGradient
            ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
        context.drawLinearGradient(gradient, start: CGPoint(x: center.x - 5, y: 0),
                                   end: CGPoint(x: center.x + 5, y: 0), options: options)
        context.restoreGState()

        let angle = CGFloat.pi * (1 + value)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.move(to: center)
        context.addLine(to: CGPoint(x: center.x + 30 * cos(angle), y: center.y + 30 * sin(angle)))
        context.strokePath()
    }
}

@MainActor
@Suite struct GaugeViewTests {
    @Test func theBandIsGreenToTheLeftAndRedToTheRightOfItsMiddle() throws {
        let window = makeWindow()
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        gauge.value = 0.5
        window.addSubview(gauge)
        commit(window)
        let image = try frameImage(of: window)
        // The band's center line is 32.5 points from (50, 50).
        #expect(pixel(image, 18, 48) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 27, 26) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 72, 26) == UIColor.systemRed.pixel)
        #expect(pixel(image, 81, 48) == UIColor.systemRed.pixel)
        // Inside the band's hole and below the center: nothing.
        #expect(pixel(image, 30, 45) == .white)
        #expect(pixel(image, 10, 55) == .white)
        // The needle points straight up at 0.5.
        #expect(pixel(image, 50, 25) == .black)
        #expect(pixel(image, 50, 45) == .black)
        #expect(pixel(image, 40, 35) == .white)
    }

    @Test func withoutExtendingOptionsTheGradientPaintsOnlyBetweenItsEnds() throws {
        let window = makeWindow()
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        gauge.extendsGradient = false
        gauge.value = 0
        window.addSubview(gauge)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 20, 40) == .white)
        #expect(pixel(image, 79, 40) == .white)
        #expect(pixel(image, 50, 13) != .white)
        // The needle points left at 0.
        #expect(pixel(image, 30, 49) == .black)
    }
}
