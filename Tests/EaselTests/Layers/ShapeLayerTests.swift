@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `ShapeLayer` rendered pixel-exact at scales 1, 2 and 3: fills and fill rules,
/// strokes with widths, caps, joins and dashes, and `strokeStart` / `strokeEnd`.
@MainActor
@Suite struct ShapeLayerTests: NamesPixels {
    /// A 40 × 40 point window showing one shape layer of zero size at the origin (a
    /// shape layer is not clipped to its bounds).
    private func render(scale: CGFloat, _ configure: (ShapeLayer) -> Void) -> (Image, (CGFloat, CGFloat) -> Pixel) {
        let window = shownWindow(width: 40, height: 40, scale: scale)
        let shape = ShapeLayer()
        shape.anchorPoint = .zero
        configure(shape)
        window.layer.addSublayer(shape)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        // The pixel whose top-left corner is at (x, y) points.
        return (image, { x, y in image[Int(x * scale), Int(y * scale)] })
    }

    private func line(from start: CGPoint, to end: CGPoint) -> BezierPath {
        let path = BezierPath()
        path.move(to: start)
        path.addLine(to: end)
        return path
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aPathIsFilledThenStrokedAroundItsOutline(scale: CGFloat) {
        let (_, pixel) = render(scale: scale) { shape in
            shape.path = BezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            shape.fillColor = .red
            shape.strokeColor = .blue
            shape.lineWidth = 4
        }
        #expect(pixel(20, 20) == red)
        #expect(pixel(12, 20) == red)
        #expect(pixel(8, 20) == blue)
        #expect(pixel(11, 20) == blue)
        #expect(pixel(7, 20) == clear)
        #expect(pixel(31, 31) == blue)
        #expect(pixel(32, 32) == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func theFillRuleDecidesWhetherANestedSubpathIsAHole(scale: CGFloat) {
        for rule in [PathFillRule.winding, .evenOdd] {
            let (_, pixel) = render(scale: scale) { shape in
                let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
                path.append(BezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
                shape.path = path
                shape.fillColor = .red
                shape.fillRule = rule
            }
            #expect(pixel(5, 5) == red)
            #expect(pixel(15, 15) == (rule == .evenOdd ? clear : red), "\(rule)")
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func dashesFollowThePatternFromThePhase(scale: CGFloat) {
        for phase in [0, 2] as [CGFloat] {
            let (_, pixel) = render(scale: scale) { shape in
                shape.path = line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 40, y: 5))
                shape.strokeColor = .blue
                shape.lineWidth = 2
                shape.lineDashPattern = [4, 4]
                shape.lineDashPhase = phase
            }
            // Phase 0: on 0–4, off 4–8, on 8–12; phase 2: on 0–2, off 2–6, on 6–10.
            let on: [CGFloat] = phase == 0 ? [0, 3, 8, 11] : [0, 1, 6, 9]
            let off: [CGFloat] = phase == 0 ? [4, 7, 12, 15] : [2, 5, 10, 13]
            for x in on { #expect(pixel(x, 4) == blue, "phase \(phase), x \(x)") }
            for x in off { #expect(pixel(x, 4) == clear, "phase \(phase), x \(x)") }
            #expect(pixel(0, 6) == clear, "the stroke is 2 points wide")
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func capsExtendTheEndsAsCoreGraphicsDraws(scale: CGFloat) {
        for cap in [LineCap.butt, .square] {
            let (_, pixel) = render(scale: scale) { shape in
                shape.path = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10))
                shape.strokeColor = .blue
                shape.lineWidth = 4
                shape.lineCap = cap
            }
            #expect(pixel(10, 8) == blue)
            #expect(pixel(29, 11) == blue)
            #expect(pixel(8, 8) == (cap == .square ? blue : clear), "\(cap)")
            #expect(pixel(31, 11) == (cap == .square ? blue : clear), "\(cap)")
            #expect(pixel(7, 10) == clear && pixel(32, 10) == clear)
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aMiterJoinFillsTheOuterCornerAndABevelCutsIt(scale: CGFloat) {
        for join in [LineJoin.miter, .bevel] {
            let (_, pixel) = render(scale: scale) { shape in
                let path = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10))
                path.addLine(to: CGPoint(x: 30, y: 30))
                shape.path = path
                shape.fillColor = nil
                shape.strokeColor = .blue
                shape.lineWidth = 6
                shape.lineJoin = join
            }
            #expect(pixel(32, 7) == (join == .miter ? blue : clear), "\(join)")
            #expect(pixel(29, 8) == blue)
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func strokeStartAndEndTrimTheStrokeToAFractionOfTheLength(scale: CGFloat) {
        let (_, pixel) = render(scale: scale) { shape in
            shape.path = line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 40, y: 5))
            shape.strokeColor = .blue
            shape.lineWidth = 2
            shape.strokeStart = 0.25
            shape.strokeEnd = 0.5
        }
        #expect(pixel(9, 4) == clear)
        #expect(pixel(10, 4) == blue)
        #expect(pixel(19, 5) == blue)
        #expect(pixel(20, 4) == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func strokeEndFollowsAClosedPathThroughItsClosingLine(scale: CGFloat) {
        // A 20-point square, 80 points around from its top-left corner, clockwise:
        // 0.75 strokes the top, right and bottom edges, not the closing left one.
        let (_, pixel) = render(scale: scale) { shape in
            shape.path = BezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            shape.fillColor = nil
            shape.strokeColor = .blue
            shape.lineWidth = 2
            shape.strokeEnd = 0.75
        }
        #expect(pixel(20, 9) == blue, "top")
        #expect(pixel(30, 20) == blue, "right")
        #expect(pixel(20, 30) == blue, "bottom")
        #expect(pixel(9, 20) == clear, "the closing left edge is not reached")
        #expect(pixel(20, 20) == clear, "no fill")
    }

    @Test func numbersThatAreNotFiniteAreIgnoredAndReported() {
        let shape = ShapeLayer()
        shape.name = "ring"
        let gradient = GradientLayer()
        gradient.name = "card"
        let (_, messages) = Diagnostics.collect {
            shape.lineWidth = .nan
            shape.strokeEnd = .infinity
            shape.lineDashPattern = [2, NSNumber(value: Double.nan)]
            gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            gradient.locations = [0, NSNumber(value: Double.infinity)]
        }
        #expect(messages == [
            "ring: ignoring a lineWidth that is not finite (nan); UIKit raises CALayerInvalidGeometry",
            "ring: ignoring a strokeEnd that is not finite (inf); UIKit raises CALayerInvalidGeometry",
            "ring: ignoring a lineDashPattern that is not finite (2.0, nan); UIKit raises CALayerInvalidGeometry",
            "card: ignoring a startPoint that is not finite (nan, 0.0); UIKit raises CALayerInvalidGeometry",
            "card: ignoring a locations that is not finite (0.0, inf); UIKit raises CALayerInvalidGeometry",
        ])
        #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.lineDashPattern == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.locations == nil)
    }

    @Test func trimmingCutsCurvesWhereTheirLengthReachesTheFraction() {
        let circle = BezierPath(ovalIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        let half = circle.trimmed(from: 0, to: 0.5)
        // UIKit's oval starts at the rightmost point and runs clockwise (y down).
        #expect(Swift.abs(half.currentPoint.x - -10) < 0.01 && Swift.abs(half.currentPoint.y) < 0.01)
        let quarter = circle.trimmed(from: 0.25, to: 0.25)
        #expect(quarter.isEmpty)
        #expect(circle.trimmed(from: 0, to: 1).bounds == circle.bounds)
    }
}
