import EaselGraphics
import Foundation
import Testing

/// Stroking, line width, caps, joins, miter limit and dashes. Half-covered pixels are
/// expected within 1 step of 50%.
@Suite struct StrokeTests {
    let half = Pixel(red: 0, green: 0, blue: 0, alpha: 128)

    func line(from start: CGPoint, to end: CGPoint, width: CGFloat = 1, scale: CGFloat = 1,
              _ configure: (GraphicsContext) -> Void = { _ in }) -> Image {
        render(30, 30, scale: scale) { context in
            context.setLineWidth(width)
            configure(context)
            context.move(to: start)
            context.addLine(to: end)
            context.strokePath()
        }
    }

    @Test func aOnePointLineOnAPixelCenterIsOnePixelWide() {
        let image = line(from: CGPoint(x: 0, y: 5.5), to: CGPoint(x: 30, y: 5.5))
        expectPixel(image, 10, 5, black)
        expectPixel(image, 10, 4, transparent)
        expectPixel(image, 10, 6, transparent)
    }

    @Test func aOnePointLineOnAPixelEdgeHalfCoversTwoRows() {
        let image = line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 30, y: 5))
        expectPixel(image, 10, 4, half, tolerance: 1)
        expectPixel(image, 10, 5, half, tolerance: 1)
    }

    @Test func theDefaultWidthIsOnePointAtEveryScale() {
        let image = line(from: CGPoint(x: 0, y: 5.5), to: CGPoint(x: 30, y: 5.5), scale: 2)
        expectPixel(image, 20, 10, black)
        expectPixel(image, 20, 11, black)
        expectPixel(image, 20, 9, transparent)
        expectPixel(image, 20, 12, transparent)
    }

    @Test func theWidthIsInUserSpaceAtTheTimeOfTheStroke() {
        let image = render(30, 30) { context in
            context.setLineWidth(1)
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 15, y: 5))
            context.scaleBy(x: 2, y: 2)  // after the path: the points stay, the width doubles
            context.strokePath()
        }
        expectPixel(image, 10, 4, black)
        expectPixel(image, 10, 5, black)
        expectPixel(image, 10, 3, transparent)
    }

    @Test func buttCapsStopAtTheEndSquareCapsGoHalfTheWidthFurther() {
        let start = CGPoint(x: 10, y: 10), end = CGPoint(x: 20, y: 10)
        let butt = line(from: start, to: end, width: 4)
        expectPixel(butt, 10, 10, black)
        expectPixel(butt, 9, 10, transparent)
        let square = line(from: start, to: end, width: 4) { $0.setLineCap(.square) }
        expectPixel(square, 8, 10, black)
        expectPixel(square, 7, 10, transparent)
        expectPixel(square, 21, 8, black)
    }

    @Test func roundCapsAreHalfCircles() {
        let image = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), width: 6) { $0.setLineCap(.round) }
        // The cap reaches 3 past the end on the axis, but not at the corners of its square.
        expectPixel(image, 8, 9, black)
        #expect(image[7, 9].alpha > 200 && image[7, 9].alpha < 255)
        #expect(image[7, 7].alpha < 60)
        let butt = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), width: 6)
        expectPixel(butt, 8, 9, transparent)
        expectPixel(image, 7, 12, Pixel(red: 0, green: 0, blue: 0, alpha: image[7, 7].alpha))
    }

    func corner(_ join: LineJoin, miterLimit: CGFloat = 10) -> Image {
        render(30, 30) { context in
            context.setLineWidth(6)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.move(to: CGPoint(x: 5, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 5))
            context.strokePath()
        }
    }

    @Test func joinsShapeTheOuterCorner() {
        // The outer corner of the 6-wide stroke is at (23, 23). A miter fills the square
        // up to it; a round join the disc of radius 3 about (20, 20); a bevel the
        // triangle under the line x + y = 43.
        let miter = corner(.miter), round = corner(.round), bevel = corner(.bevel)
        expectPixel(miter, 22, 22, black)
        expectPixel(round, 21, 21, black)
        #expect(round[22, 22].alpha > 0 && round[22, 22].alpha < 255)
        #expect(bevel[22, 22].alpha == 0)
        #expect(bevel[21, 21].alpha > 0 && bevel[21, 21].alpha < 255)
    }

    @Test func miterLimitBevelsCornersBeyondIt() {
        // A right angle's miter is √2 times the width: a limit of 1.4 bevels it.
        #expect(corner(.miter, miterLimit: 1.5)[22, 22].alpha == 255)
        #expect(corner(.miter, miterLimit: 1.4)[22, 22].alpha == 0)
    }

    @Test func dashesAlternatePaintedAndUnpaintedLengths() {
        let image = line(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 30, y: 0.5)) {
            $0.setLineDash(phase: 0, lengths: [4, 2])
        }
        let painted = (0..<18).map { image[$0, 0].alpha == 255 }
        #expect(painted == [true, true, true, true, false, false, true, true, true, true, false, false,
                            true, true, true, true, false, false])
        #expect((0..<18).allSatisfy { image[$0, 0].alpha == 255 || image[$0, 0].alpha == 0 })
    }

    @Test func thePhaseStartsPartWayIntoThePattern() {
        let image = line(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 30, y: 0.5)) {
            $0.setLineDash(phase: 1, lengths: [4, 2])
        }
        let painted = (0..<12).map { image[$0, 0].alpha == 255 }
        #expect(painted == [true, true, true, false, false, true, true, true, true, false, false, true])
    }

    @Test func emptyLengthsDrawSolidLinesAndInvalidOnesAreIgnored() {
        let (image, messages) = Diagnostics.collect {
            line(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 30, y: 0.5)) { context in
                context.setLineDash(phase: 0, lengths: [4, 2])
                context.setLineDash(phase: 0, lengths: [0, 0])
                context.setLineDash(phase: 0, lengths: [3, -1])
                context.setLineDash(phase: 0, lengths: [])
            }
        }
        #expect(messages.count == 2)
        #expect((0..<30).allSatisfy { image[$0, 0].alpha == 255 })
    }

    @Test func strokeRectWithAWidthUsesItForThatCallOnly() {
        let image = render(30, 30) { context in
            context.setStrokeColor(.red)
            context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 4)
            context.stroke(CGRect(x: 20.5, y: 20.5, width: 5, height: 5))
        }
        expectPixel(image, 3, 10, red)
        expectPixel(image, 6, 10, red)
        expectPixel(image, 7, 10, transparent)
        expectPixel(image, 20, 22, red)
        expectPixel(image, 19, 22, transparent)
        expectPixel(image, 21, 22, transparent)
    }

    @Test func strokeEllipseDrawsTheOutlineOnly() {
        let image = render(30, 30) { context in
            context.setLineWidth(2)
            context.strokeEllipse(in: CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        // The 2-wide ring is centered on the circle of radius 10 about (15, 15); pixels
        // it crosses at its widest are covered but for the curve's bend (16 steps).
        expectPixel(image, 15, 15, transparent)
        expectPixel(image, 4, 15, black, tolerance: 16)
        expectPixel(image, 5, 15, black, tolerance: 16)
        expectPixel(image, 15, 24, black, tolerance: 16)
        expectPixel(image, 7, 15, transparent)
    }

    @Test func lineSettingsArePartOfTheGraphicsState() {
        let image = render(30, 30) { context in
            context.saveGState()
            context.setLineWidth(10)
            context.setStrokeColor(.red)
            context.restoreGState()
            context.move(to: CGPoint(x: 0, y: 10.5))
            context.addLine(to: CGPoint(x: 30, y: 10.5))
            context.strokePath()
        }
        expectPixel(image, 5, 10, black)
        expectPixel(image, 5, 9, transparent)
    }

    @Test func negativeWidthsAreIgnored() {
        let (image, messages) = Diagnostics.collect {
            line(from: CGPoint(x: 0, y: 5.5), to: CGPoint(x: 30, y: 5.5)) { $0.setLineWidth(-3) }
        }
        #expect(messages.count == 1)
        expectPixel(image, 10, 5, black)
    }
}
