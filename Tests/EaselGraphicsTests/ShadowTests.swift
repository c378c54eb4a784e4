import EaselGraphics
import Foundation
import Testing

/// Shadows: offset and blur in base-space points (a positive height moves the shadow
/// down), Gaussian blur with σ = blur / 2, the default color black at 1/3 alpha.
/// Unblurred shadow pixels on white are expected within 1 step of 255·(1 − 1/3) = 170.
@Suite struct ShadowTests {
    let shadowGray = rgb(170, 170, 170)

    func shadowed(scale: CGFloat = 1, width: CGFloat = 30, height: CGFloat = 30,
                  _ draw: (GraphicsContext) -> Void) -> Image {
        render(width, height, scale: scale, background: .white) { context in
            context.setFillColor(.red)
            draw(context)
        }
    }

    @Test func anUnblurredShadowIsTheShapeMovedByTheOffset() {
        let image = shadowed { context in
            context.setShadow(offset: CGSize(width: 3, height: 4), blur: 0)
            context.fill(CGRect(x: 2, y: 2, width: 5, height: 5))
        }
        expectPixel(image, 3, 3, red)
        expectPixel(image, 8, 9, shadowGray, tolerance: 1)
        expectPixel(image, 9, 10, shadowGray, tolerance: 1)
        expectPixel(image, 10, 10, white)
        expectPixel(image, 4, 7, white)
    }

    @Test func aPositiveHeightMovesTheShadowDown() {
        let image = shadowed { context in
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            context.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        }
        expectPixel(image, 7, 17, shadowGray, tolerance: 1)
        expectPixel(image, 7, 7, white)
    }

    @Test func theShadowHasItsColor() {
        let image = shadowed { context in
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: .blue)
            context.fill(CGRect(x: 5, y: 10, width: 5, height: 5))
        }
        expectPixel(image, 7, 17, blue)
    }

    @Test func theBlurFallsOffSmoothlyFromTheShadow() {
        // A 10-point-wide shadow 20 points right of its shape, blurred with σ = 3.
        let image = shadowed(width: 60, height: 40) { context in
            context.setShadow(offset: CGSize(width: 20, height: 0), blur: 6)
            context.fill(CGRect(x: 5, y: 0, width: 10, height: 40))
        }
        let row = (15..<46).map { Int(image[$0, 20].red) }
        // Darkest in the middle (x = 29 and 30), lighter step by step outwards, symmetric.
        for i in 0..<15 {
            #expect(row[i] >= row[i + 1], "x = \(15 + i)")
            #expect(abs(row[i] - row[29 - i]) <= 1, "x = \(15 + i)")
        }
        // The middle is 5 points = 5/3 σ from each edge: coverage erf(5 / (3√2)) ≈ 0.904.
        #expect(abs(row[14] - (255 - Int((85 * 0.904).rounded()))) <= 3)
        // At the shadow's edge the coverage is one half, 3σ out it is gone.
        #expect(abs(Int(image[25, 20].red) - (255 - 42)) <= 6)
        #expect(image[15, 20] == white && image[45, 20] == white)
    }

    @Test func offsetAndBlurAreInPointsAtEveryScale() {
        let one = shadowed(width: 60, height: 40) { context in
            context.setShadow(offset: CGSize(width: 20, height: 0), blur: 6)
            context.fill(CGRect(x: 5, y: 0, width: 10, height: 40))
        }
        let two = shadowed(scale: 2, width: 60, height: 40) { context in
            context.setShadow(offset: CGSize(width: 20, height: 0), blur: 6)
            context.fill(CGRect(x: 5, y: 0, width: 10, height: 40))
        }
        for x in [22, 24, 26, 30, 34, 36, 38] {
            let average = (Int(two[2 * x, 40].red) + Int(two[2 * x + 1, 40].red)) / 2
            #expect(abs(average - Int(one[x, 20].red)) <= 4, "x = \(x)")
        }
    }

    @Test func theCurrentTransformDoesNotChangeTheOffset() {
        let image = shadowed { context in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        expectPixel(image, 15, 5, red)
        expectPixel(image, 15, 12, shadowGray, tolerance: 1)
        expectPixel(image, 15, 16, white)
    }

    @Test func theShadowLastsUntilTheStateIsRestored() {
        let image = shadowed { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            context.restoreGState()
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: .blue)
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: nil)
            context.fill(CGRect(x: 20, y: 5, width: 5, height: 5))
        }
        expectPixel(image, 7, 12, white)
        expectPixel(image, 22, 12, white)
    }

    @Test func everyDrawingOperationCastsOne() {
        let photo = Image(width: 2, height: 1, rgbaBytes: [0, 0, 255, 255, 0, 0, 0, 0])
        let image = shadowed(width: 40, height: 20) { context in
            context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: 3))
            context.addLine(to: CGPoint(x: 10, y: 3))
            context.strokePath()
            context.draw(photo, in: CGRect(x: 20, y: 0, width: 20, height: 5))
        }
        expectPixel(image, 5, 8, shadowGray, tolerance: 1)
        expectPixel(image, 5, 5, white)
        expectPixel(image, 22, 7, shadowGray, tolerance: 1)
        // The image's transparent half casts no shadow.
        expectPixel(image, 37, 7, white)
    }

    @Test func theGlobalAlphaFadesTheShadowToo() {
        let image = shadowed { context in
            context.setAlpha(0.5)
            context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: .black)
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        expectPixel(image, 7, 17, rgb(128, 128, 128), tolerance: 1)
    }

    @Test func theShadowComesFromTheUnclippedShapeAndIsClipped() {
        // The "inner shadow" recipe: a shape far outside the clip (and the bitmap)
        // casts its shadow back into the clip.
        let image = shadowed(width: 40, height: 40) { context in
            context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
            context.setShadow(offset: CGSize(width: 100, height: 0), blur: 0, color: .black)
            context.fill(CGRect(x: -95, y: 0, width: 10, height: 40))
        }
        expectPixel(image, 12, 20, black)
        expectPixel(image, 14, 20, black)
        expectPixel(image, 15, 20, white)
        expectPixel(image, 12, 5, white)
        expectPixel(image, 8, 20, white)
    }

    @Test func anAbsurdBlurIsBoundedInsteadOfExhaustingMemory() {
        let image = shadowed { context in
            context.setShadow(offset: .zero, blur: 1e9, color: .black)
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        expectPixel(image, 15, 15, red)
        // Spread over hundreds of pixels (σ = 256), the shadow of 100 pixels is too
        // faint to change an 8-bit pixel.
        expectPixel(image, 2, 2, white)
    }
}
