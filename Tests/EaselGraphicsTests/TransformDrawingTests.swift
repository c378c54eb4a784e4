import EaselGraphics
import Foundation
import Testing

/// The current transformation matrix of a `GraphicsContext`.
@Suite struct TransformDrawingTests {
    func unitSquare(scale: CGFloat = 1, _ transform: (GraphicsContext) -> Void) -> Image {
        render(20, 20, scale: scale) { context in
            transform(context)
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func theTransformStartsAsTheContextScale() {
        _ = render(4, 4, scale: 3) { context in
            #expect(context.ctm == Transform(scaleX: 3, y: 3))
        }
    }

    @Test func translateMovesUserSpace() {
        let image = unitSquare { $0.translateBy(x: 5, y: 7) }
        expectPixel(image, 5, 7, red)
        expectPixel(image, 0, 0, transparent)
    }

    @Test func callsApplyBeforeTheExistingTransform() {
        // Translate, then scale: the scale happens in the translated space.
        let image = unitSquare { context in
            context.translateBy(x: 5, y: 5)
            context.scaleBy(x: 4, y: 2)
        }
        expectPixel(image, 5, 5, red)
        expectPixel(image, 8, 6, red)
        expectPixel(image, 9, 6, transparent)
        expectPixel(image, 8, 7, transparent)
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        let image = unitSquare { context in
            context.translateBy(x: 10, y: 10)
            context.rotate(by: .pi / 2)
            context.scaleBy(x: 5, y: 1)
        }
        // The 5×1 bar along +x now points down (+y), to the left of x = 10.
        expectPixel(image, 9, 12, red)
        expectPixel(image, 12, 10, transparent)
    }

    @Test func concatenateAppliesAnArbitraryTransform() {
        let image = unitSquare { $0.concatenate(Transform(a: 3, b: 0, c: 0, d: 3, tx: 6, ty: 9)) }
        expectPixel(image, 6, 9, red)
        expectPixel(image, 8, 11, red)
        expectPixel(image, 9, 11, transparent)
        _ = render(10, 10, scale: 2) { context in
            context.concatenate(Transform(translationX: 1, y: 2))
            #expect(context.ctm == Transform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 4))
        }
    }

    @Test func theTransformIsPartOfTheGraphicsState() {
        let image = unitSquare { context in
            context.saveGState()
            context.translateBy(x: 5, y: 5)
            context.restoreGState()
        }
        expectPixel(image, 0, 0, red)
        expectPixel(image, 5, 5, transparent)
    }
}
