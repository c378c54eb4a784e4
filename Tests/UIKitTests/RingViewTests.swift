import Testing
import UIKit

/// A progress ring: a gray track and a colored arc from 12 o'clock, clockwise on screen,
/// drawn with `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
final class RingView: UIView {
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    var lineWidth: CGFloat = 8
    var trackColor = UIColor(white: 0.8, alpha: 1)
    var progressColor = UIColor.systemBlue

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2 - 2
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        trackColor.setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .butt
        progressColor.setStroke()
        arc.stroke()
    }
}

@MainActor
@Suite struct RingViewTests {
    /// The pixel on the ring's center line at `degrees` clockwise from 12 o'clock.
    private func ringPixel(_ image: UIImage, degrees: CGFloat) -> Pixel {
        let angle = degrees * .pi / 180, radius: CGFloat = 34
        return pixel(image, Int(40 + radius * sin(angle)), Int(40 - radius * cos(angle)))
    }

    @Test func aQuarterRingCoversTheTopRightQuadrantOnly() throws {
        let window = makeWindow()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.progress = 0.25
        window.addSubview(ring)
        commit(window)
        let image = try frameImage(of: window)
        let blue = UIColor.systemBlue.pixel, track = rgb(204, 204, 204)
        #expect(ringPixel(image, degrees: 20) == blue)
        #expect(ringPixel(image, degrees: 45) == blue)
        #expect(ringPixel(image, degrees: 70) == blue)
        #expect(ringPixel(image, degrees: 110) == track)
        #expect(ringPixel(image, degrees: 200) == track)
        #expect(ringPixel(image, degrees: 315) == track)
        #expect(pixel(image, 40, 40) == .white)
    }

    @Test func aFullRingHasNoTrackShowing() throws {
        let window = makeWindow()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.progress = 1
        window.addSubview(ring)
        commit(window)
        let image = try frameImage(of: window)
        for degrees in stride(from: 10 as CGFloat, to: 360, by: 50) {
            #expect(ringPixel(image, degrees: degrees) == UIColor.systemBlue.pixel)
        }
    }
}
