import EaselGraphics
import Foundation
import Testing

/// Filling paths and shapes. Antialiased edges are checked against the area of the
/// pixel the shape covers, within 1 step (cairo computes coverage on a 256-level grid).
@Suite struct FillTests {
    @Test func aPixelAlignedRectFillsExactlyItsPixels() {
        for scale: CGFloat in [1, 2, 3] {
            let image = render(10, 10, scale: scale) { context in
                context.setFillColor(.red)
                context.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
            }
            let s = Int(scale)
            expectPixel(image, 2 * s, 3 * s, red)
            expectPixel(image, 6 * s - 1, 8 * s - 1, red)
            expectPixel(image, 2 * s - 1, 3 * s, transparent)
            expectPixel(image, 6 * s, 8 * s - 1, transparent)
            expectPixel(image, 2 * s, 8 * s, transparent)
        }
    }

    @Test func edgesThroughPixelsCoverThemInProportion() {
        let image = render(10, 4) { context in
            context.setFillColor(.black)
            context.fill(CGRect(x: 2.5, y: 0, width: 5.25, height: 4))
        }
        expectPixel(image, 2, 1, Pixel(red: 0, green: 0, blue: 0, alpha: 128), tolerance: 1)
        expectPixel(image, 3, 1, black)
        expectPixel(image, 7, 1, Pixel(red: 0, green: 0, blue: 0, alpha: 191), tolerance: 1)
    }

    @Test func withoutAntialiasingAPixelIsPaintedWhenItsCenterIsInside() {
        let image = render(10, 4) { context in
            context.setShouldAntialias(false)
            context.setFillColor(.black)
            context.fill(CGRect(x: 2.4, y: 0, width: 5.2, height: 4))
        }
        // From x = 2.4 to 7.6: the centers 2.5 … 7.5 are inside.
        expectPixel(image, 1, 1, transparent)
        expectPixel(image, 2, 1, black)
        expectPixel(image, 7, 1, black)
        expectPixel(image, 8, 1, transparent)
    }

    @Test func theNullRectIsNoShape() {
        let (image, messages) = Diagnostics.collect {
            render(4, 4) { context in
                context.fill(CGRect.null)
                context.addRect(.null)
                #expect(context.isPathEmpty)
            }
        }
        #expect(messages.isEmpty)
        #expect(image.rgbaBytes.allSatisfy { $0 == 0 })
    }

    @Test func rectanglesInOneFillArePaintedOnceWhereTheyOverlap() {
        let image = render(10, 10) { context in
            context.setFillColor(Color(white: 0, alpha: 0.5))
            context.fill([CGRect(x: 0, y: 0, width: 6, height: 6), CGRect(x: 4, y: 4, width: 6, height: 6)])
        }
        expectPixel(image, 5, 5, Pixel(red: 0, green: 0, blue: 0, alpha: 128))
        expectPixel(image, 1, 1, Pixel(red: 0, green: 0, blue: 0, alpha: 128))
        expectPixel(image, 8, 1, transparent)
    }

    @Test func windingFillsNestedShapesGoingTheSameWayEvenOddLeavesAHole() {
        func nested(_ rule: PathFillRule) -> Image {
            render(30, 30) { context in
                context.setFillColor(.red)
                context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
                context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
                context.fillPath(using: rule)
            }
        }
        expectPixel(nested(.winding), 15, 15, red)
        expectPixel(nested(.evenOdd), 15, 15, transparent)
        expectPixel(nested(.evenOdd), 5, 5, red)
    }

    @Test func windingLeavesAHoleWhereTheInnerShapeGoesTheOtherWay() {
        let image = render(30, 30) { context in
            context.setFillColor(.red)
            context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20),
                                       CGPoint(x: 20, y: 10)])
            context.closePath()
            context.fillPath()
        }
        expectPixel(image, 15, 15, transparent)
        expectPixel(image, 5, 15, red)
    }

    @Test func openSubpathsAreFilledAsIfClosed() {
        let image = render(20, 20) { context in
            context.setFillColor(.red)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 20, y: 0))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.fillPath()
        }
        expectPixel(image, 15, 3, red)
        expectPixel(image, 3, 15, transparent)
    }

    @Test func ellipsesCoverTheirInscribedArea() {
        let image = render(40, 40) { context in
            context.setFillColor(.red)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        expectPixel(image, 20, 10, red)
        expectPixel(image, 1, 10, red)
        expectPixel(image, 1, 1, transparent)
        expectPixel(image, 20, 25, transparent)
        // The top of the ellipse passes through (20, 0): the pixel below half covered or more.
        #expect(image[20, 0].alpha > 200)
    }

    @Test func clearMakesPixelsTransparentWhateverTheState() {
        let image = render(10, 10, background: .white) { context in
            context.setAlpha(0.5)
            context.setBlendMode(.multiply)
            context.setShadow(offset: CGSize(width: 2, height: 2), blur: 0, color: .black)
            context.clear(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        expectPixel(image, 3, 3, transparent)
        expectPixel(image, 7, 7, white)
        expectPixel(image, 1, 1, white)
    }

    @Test func fillColorIsPartOfTheGraphicsState() {
        let image = render(4, 1) { context in
            context.setFillColor(.red)
            context.saveGState()
            context.setFillColor(.blue)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.restoreGState()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
        }
        expectPixel(image, 1, 0, blue)
        expectPixel(image, 2, 0, red)
    }
}
