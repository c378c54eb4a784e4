import EaselGraphics
import Foundation
import Testing

@Suite struct DeterminismTests {
    /// A drawing that uses every kind of operation.
    func scene() -> Image {
        let photo = Image(width: 2, height: 2, rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 128,
                                                           0, 0, 255, 255, 255, 255, 255, 0], scale: 2)
        return render(120, 90, scale: 3, background: .systemGroupedBackground) { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: Color(white: 0, alpha: 0.3))
            context.setFillColor(.white)
            BezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 12).fill()
            context.restoreGState()

            context.saveGState()
            BezierPath(ovalIn: CGRect(x: 15, y: 55, width: 30, height: 30)).addClip()
            context.drawRadialGradient(Gradient(colors: [.systemYellow, .systemRed])!,
                                       startCenter: CGPoint(x: 30, y: 70), startRadius: 0,
                                       endCenter: CGPoint(x: 30, y: 70), endRadius: 15, options: [])
            context.restoreGState()

            context.setStrokeColor(.systemBlue)
            context.setLineWidth(2.5)
            context.setLineCap(.round)
            context.setLineDash(phase: 1, lengths: [5, 3])
            context.move(to: CGPoint(x: 55, y: 60))
            context.addCurve(to: CGPoint(x: 110, y: 80), control1: CGPoint(x: 70, y: 40), control2: CGPoint(x: 90, y: 100))
            context.strokePath()

            context.setBlendMode(.multiply)
            context.setAlpha(0.7)
            context.rotate(by: 0.1)
            context.draw(photo, in: CGRect(x: 60, y: 15, width: 30, height: 30))
        }
    }

    @Test func theSameDrawingGivesTheSameBytes() {
        let first = scene(), second = scene()
        #expect(first.rgbaBytes == second.rgbaBytes)
        #expect(first == second)
        // The scene drew something of everything, not a blank.
        #expect(Set(first.rgbaBytes).count > 50)
    }
}
