import EaselGraphics
import Foundation
import Testing

/// Text obeys the graphics state like every other drawing: alpha, shadow, blend mode.
@Suite struct TextGraphicsStateTests {
    private let attributes = TextAttributes(font: .boldSystemFont(ofSize: 30), foregroundColor: Color(red: 0, green: 0, blue: 1))

    private func render(_ configure: (GraphicsContext) -> Void) -> Image {
        GraphicsImageRenderer(size: CGSize(width: 80, height: 50), scale: 2).image { context in
            configure(context)
            context.draw("H", at: CGPoint(x: 10, y: 5), withAttributes: attributes)
        }
    }

    /// The darkest (most covered) pixel of the drawing.
    private func strongestPixel(_ image: Image) -> (x: Int, y: Int, pixel: Pixel) {
        var best = (x: 0, y: 0, pixel: image[0, 0])
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image[x, y].alpha > best.pixel.alpha { best = (x, y, image[x, y]) }
        }
        return best
    }

    @Test func globalAlphaFadesText() {
        let plain = strongestPixel(render { _ in })
        let faded = render { $0.setAlpha(0.5) }
        #expect(plain.pixel == Pixel(red: 0, green: 0, blue: 255))
        #expect(faded[plain.x, plain.y] == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    }

    @Test func textCastsTheShadowThatIsSet() {
        let plain = render { _ in }
        let shadowed = render { $0.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: Color(red: 1, green: 0, blue: 0)) }
        let stem = strongestPixel(plain)
        // The glyph itself is unchanged; 20 points (40 pixels) to the right, its shadow.
        #expect(shadowed[stem.x, stem.y] == Pixel(red: 0, green: 0, blue: 255))
        #expect(plain[stem.x + 40, stem.y].alpha == 0)
        #expect(shadowed[stem.x + 40, stem.y] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func blendModesApplyToText() {
        let image = GraphicsImageRenderer(size: CGSize(width: 80, height: 50), scale: 2).image { context in
            context.setFillColor(Color(red: 0, green: 1, blue: 0))
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 50))
            context.setBlendMode(.destinationOut)
            context.draw("H", at: CGPoint(x: 10, y: 5), withAttributes: attributes)
        }
        let stem = strongestPixel(render { _ in })
        #expect(image[stem.x, stem.y].alpha == 0, "the glyph cut a hole")
        #expect(image[2, 2] == Pixel(red: 0, green: 255, blue: 0), "outside the glyph nothing changed")
    }

    @Test func theDefaultStateDrawsExactlyAsBefore() {
        // Text in the default state is painted straight onto the target; the mask path
        // with a no-op state (alpha 0.999…) must agree with it to within rounding.
        let direct = render { _ in }
        let masked = render { $0.setAlpha(0.99999) }
        var largest = 0
        for y in 0..<direct.pixelHeight {
            for x in 0..<direct.pixelWidth { largest = max(largest, direct[x, y].distance(to: masked[x, y])) }
        }
        #expect(largest <= 1)
    }
}
