import EaselGraphics
import Foundation
import Testing

/// Linear and radial gradients. Pixels are sampled at their centers, so a gradient from
/// x = 10.5 to 110.5 puts location t at pixel 10 + 100·t exactly; interpolated values
/// are expected within 1 step.
@Suite struct GradientTests {
    let redToBlue = Gradient(colors: [.red, .blue])!

    func linear(_ gradient: Gradient, options: GradientDrawingOptions) -> Image {
        render(121, 2) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 10.5, y: 0), end: CGPoint(x: 110.5, y: 0),
                                       options: options)
        }
    }

    @Test func linearGradientsRunFromTheStartColorToTheEndColor() {
        let image = linear(redToBlue, options: [])
        expectPixel(image, 10, 0, red)
        expectPixel(image, 35, 0, rgb(191, 0, 64), tolerance: 1)
        expectPixel(image, 60, 0, rgb(128, 0, 128), tolerance: 1)
        expectPixel(image, 110, 0, blue)
        // Every point on a line across the gradient has the same color.
        #expect(image[47, 0] == image[47, 1])
    }

    @Test func nothingIsPaintedBeyondTheEndsByDefault() {
        let image = linear(redToBlue, options: [])
        expectPixel(image, 9, 0, transparent)
        expectPixel(image, 0, 0, transparent)
        expectPixel(image, 111, 0, transparent)
        expectPixel(image, 120, 0, transparent)
    }

    @Test func optionsExtendEachEndSeparately() {
        let before = linear(redToBlue, options: .drawsBeforeStartLocation)
        expectPixel(before, 0, 0, red)
        expectPixel(before, 120, 0, transparent)
        let after = linear(redToBlue, options: .drawsAfterEndLocation)
        expectPixel(after, 0, 0, transparent)
        expectPixel(after, 120, 0, blue)
        let both = linear(redToBlue, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        expectPixel(both, 0, 0, red)
        expectPixel(both, 120, 0, blue)
    }

    @Test func locationsPlaceTheColors() {
        let gradient = Gradient(colors: [.red, .green, .blue], locations: [0, 0.25, 1])!
        let image = linear(gradient, options: [])
        expectPixel(image, 35, 0, rgb(0, 255, 0))
        expectPixel(image, 22, 0, rgb(133, 122, 0), tolerance: 1)
        expectPixel(image, 85, 0, rgb(0, 85, 170), tolerance: 1)
    }

    @Test func colorsBlendStraightNotPremultiplied() {
        // White to clear (transparent black) passes through translucent gray, as on iOS.
        let image = linear(Gradient(colors: [.white, .clear])!, options: [])
        expectPixel(image, 60, 0, Pixel(red: 128, green: 128, blue: 128, alpha: 128), tolerance: 1)
    }

    @Test func gradientsFillTheClipAndLeaveThePathAlone() {
        let image = render(20, 20) { context in
            context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
            context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.drawLinearGradient(Gradient(colors: [.red, .red])!, start: .zero, end: CGPoint(x: 20, y: 20),
                                       options: [])
            #expect(!context.isPathEmpty)
        }
        expectPixel(image, 6, 6, red)
        expectPixel(image, 14, 14, red)
        expectPixel(image, 1, 1, transparent)
        expectPixel(image, 16, 16, transparent)
    }

    func radial(startRadius: CGFloat, options: GradientDrawingOptions) -> Image {
        render(101, 101) { context in
            context.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 50.5, y: 50.5), startRadius: startRadius,
                                       endCenter: CGPoint(x: 50.5, y: 50.5), endRadius: 40, options: options)
        }
    }

    @Test func radialGradientsRunFromTheStartCircleToTheEndCircle() {
        let image = radial(startRadius: 0, options: [])
        expectPixel(image, 50, 50, red)
        expectPixel(image, 70, 50, rgb(128, 0, 128), tolerance: 1)
        expectPixel(image, 50, 90, blue)
        expectPixel(image, 50, 91, transparent)
        expectPixel(image, 5, 5, transparent)
    }

    @Test func radialOptionsFillInsideTheStartAndOutsideTheEnd() {
        expectPixel(radial(startRadius: 10, options: []), 50, 50, transparent)
        expectPixel(radial(startRadius: 10, options: .drawsBeforeStartLocation), 50, 50, red)
        expectPixel(radial(startRadius: 10, options: .drawsAfterEndLocation), 5, 5, blue)
        expectPixel(radial(startRadius: 10, options: .drawsAfterEndLocation), 50, 50, transparent)
    }

    @Test func degenerateGradientsPaintNothing() {
        let image = render(10, 10) { context in
            context.drawLinearGradient(redToBlue, start: CGPoint(x: 3, y: 3), end: CGPoint(x: 3, y: 3),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 0,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.drawRadialGradient(redToBlue, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 5,
                                       options: [])
        }
        #expect(image.rgbaBytes.allSatisfy { $0 == 0 })
    }

    @Test func initializerValidatesAndNormalizesStops() {
        #expect(Gradient(colors: []) == nil)
        #expect(Gradient(colors: [.red, .blue], locations: [0]) == nil)
        #expect(Gradient(colors: [.red, .green, .blue])?.locations == [0, 0.5, 1])
        let unsorted = Gradient(colors: [.red, .green, .blue], locations: [1, -0.5, 0.5])!
        #expect(unsorted.locations == [0, 0.5, 1])
        #expect(unsorted.colors == [.green, .blue, .red])
    }
}
