import Easel
import EaselGraphics
import Foundation
import Testing

/// `GradientLayer` rendered pixel-exact at scales 1, 2 and 3: axial, radial and conic
/// ramps, their stop locations, and the ends extended beyond the start and end points.
@MainActor
@Suite struct GradientLayerTests: NamesPixels {
    /// A 40 × 20 point gradient layer filling a 40 × 20 point window.
    private func render(scale: CGFloat, _ configure: (GradientLayer) -> Void) -> (CGFloat, CGFloat) -> Pixel {
        let window = shownWindow(width: 40, height: 20, scale: scale)
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        gradient.colors = [.red, .blue]
        configure(gradient)
        window.layer.addSublayer(gradient)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        return { x, y in image[Int(x * scale), Int(y * scale)] }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anAxialGradientExtendsItsEndColorsBeyondItsPoints(scale: CGFloat) {
        let pixel = render(scale: scale) { gradient in
            gradient.startPoint = CGPoint(x: 0.25, y: 0.5)
            gradient.endPoint = CGPoint(x: 0.75, y: 0.5)
        }
        #expect(pixel(0, 0) == red && pixel(9.5, 19) == red)
        #expect(pixel(30, 0) == blue && pixel(39, 19) == blue)
        let middle = pixel(19.5, 10)
        #expect(middle.red > 100 && middle.red < 155 && middle.blue > 100 && middle.blue < 155 && middle.alpha == 255)
        #expect(pixel(19.5, 0) == pixel(19.5, 19), "constant across the ramp")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func locationsPlaceTheColorsAlongTheRamp(scale: CGFloat) {
        // The default ramp runs top to bottom; a hard step at 0.5.
        let pixel = render(scale: scale) { gradient in gradient.locations = [0.5, 0.5] }
        #expect(pixel(0, 0) == red && pixel(39, 9.5) == red)
        #expect(pixel(0, 10) == blue && pixel(39, 19) == blue)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aRadialGradientFillsAnEllipseOutToTheEndPoint(scale: CGFloat) {
        // Radii 20 × 10 from the center; the step at half of them: 10 × 5.
        let pixel = render(scale: scale) { gradient in
            gradient.type = .radial
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.locations = [0.5, 0.5]
        }
        #expect(pixel(20, 10) == red)
        #expect(pixel(27, 10) == red && pixel(20, 13) == red)
        #expect(pixel(32, 10) == blue && pixel(20, 16) == blue)
        #expect(pixel(0, 0) == blue, "the last color beyond the ellipse")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aConicGradientTurnsClockwiseFromTheEndPoint(scale: CGFloat) {
        // From the ray pointing right, half a turn clockwise (through the bottom) is
        // red, the other half blue.
        let pixel = render(scale: scale) { gradient in
            gradient.type = .conic
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.locations = [0.5, 0.5]
        }
        #expect(pixel(20, 16) == red && pixel(35, 12) == red && pixel(5, 12) == red)
        #expect(pixel(20, 3) == blue && pixel(35, 7) == blue && pixel(5, 7) == blue)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aGradientIsClippedToItsBounds(scale: CGFloat) {
        let window = shownWindow(width: 40, height: 20, scale: scale)
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: 10, y: 5, width: 20, height: 10)
        gradient.colors = [.red, .red]
        window.layer.addSublayer(gradient)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image, s = Int(scale)
        #expect(image[10 * s, 5 * s] == red && image[30 * s - 1, 15 * s - 1] == red)
        #expect(image[10 * s - 1, 5 * s] == clear && image[30 * s, 10 * s] == clear && image[20 * s, 15 * s] == clear)
    }
}
