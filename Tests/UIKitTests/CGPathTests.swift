import Testing
import UIKit

/// Paths built with Core Graphics' methods, and their UIKit views.
@Suite struct CGPathTests {
    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func arcsTurnTheWayCoreGraphicsSays() {
        let increasing = CGMutablePath()
        increasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(increasing.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(increasing.boundingBox.minX >= 0 && increasing.boundingBox.minY >= 0)

        let decreasing = CGMutablePath()
        decreasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(decreasing.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(decreasing.boundingBox.minX < -9 && decreasing.boundingBox.minY < -9)
    }

    @Test func anArcJoinsTheSubpathInProgressWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        path.closeSubpath()
        // One closed subpath: the line from (-20, 0) to (10, 0), the lower half circle,
        // and back: (5, 1) is inside it only if the arc joined the line.
        #expect(path.contains(CGPoint(x: 5, y: 1)))
        #expect(!path.contains(CGPoint(x: 5, y: -1)))
    }

    /// A corner rounded with `addArc(tangent1End:tangent2End:radius:)`, as tooltip and
    /// bubble shapes draw theirs: a line to where the circle touches the first leg,
    /// the quarter circle, ending where it touches the second.
    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 50), radius: 10)
        #expect(isClose(path.currentPoint, CGPoint(x: 100, y: 10)))
        #expect(abs(path.boundingBox.maxX - 100) < 1e-9 && abs(path.boundingBox.maxY - 10) < 1e-9)
        let moved = CGMutablePath()
        moved.move(to: CGPoint(x: 5, y: 5))
        moved.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 50), radius: 10,
                     transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(isClose(moved.currentPoint, CGPoint(x: 105, y: 15)), "the transform maps the arc's points")
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        #expect(empty.isEmpty, "without a current point nothing is added")
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`: a positive delta turns
    /// towards increasing angles, a negative one the other way, at most a full turn.
    @Test func aRelativeArcTurnsByItsDelta() {
        let quarter = CGMutablePath()
        quarter.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(isClose(quarter.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(quarter.boundingBox.minY > -1e-9)
        let back = CGMutablePath()
        back.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(isClose(back.currentPoint, CGPoint(x: 0, y: -10)))
        let ring = CGMutablePath()
        ring.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 3 * .pi)
        #expect(isClose(ring.currentPoint, CGPoint(x: 10, y: 0)), "a full turn at most")
        #expect(abs(ring.boundingBox.width - 20) < 1e-9)
    }

    /// Code that calls Core Graphics' C function by its imported name,
    /// `CGPath(__byStroking:…)`, gets the same outline as `copy(strokingWithWidth:…)`.
    @Test func theImportedStrokingInitializerIsTheStrokedCopy() throws {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let stroked = try #require(CGPath(__byStroking: circle, transform: nil, lineWidth: 4, lineCap: .round,
                                          lineJoin: .round, miterLimit: 0))
        #expect(stroked.boundingBox == circle.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round,
                                                   miterLimit: 0).boundingBox)
        #expect(stroked.contains(CGPoint(x: 10, y: 1)) && !stroked.contains(CGPoint(x: 10, y: 10)))
        #expect(CGPath(__byStroking: circle, transform: nil, lineWidth: 0, lineCap: .butt, lineJoin: .miter,
                       miterLimit: 10) == nil)
    }

    @Test func roundedRectanglesHaveEllipticalCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 20, cornerHeight: 10,
                          transform: nil)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 20, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 10)))
        #expect(!path.contains(CGPoint(x: 4, y: 2)))
        #expect(path.contains(CGPoint(x: 50, y: 20)))
    }

    @Test func containsUsesTheRuleAndTransformGiven() {
        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        rings.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rings.contains(CGPoint(x: 20, y: 20), using: .winding))
        #expect(!rings.contains(CGPoint(x: 20, y: 20), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 120, y: 20), using: .winding,
                               transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!rings.contains(CGPoint(x: 20, y: 20), using: .winding,
                                transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test func linesRectsAndTransformedShapes() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
        #expect(path.currentPoint == CGPoint(x: 10, y: 5))
        path.addRects([CGRect(x: 20, y: 0, width: 5, height: 5), CGRect(x: 30, y: 0, width: 5, height: 5)],
                      transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 70, height: 10))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10),
                             transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(ellipse.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func aBezierPathsCGPathIsACopyOfItsElements() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let cgPath = bezier.cgPath
        bezier.append(UIBezierPath(rect: CGRect(x: 20, y: 0, width: 10, height: 10)))
        #expect(cgPath.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIBezierPath(cgPath: cgPath).bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        bezier.cgPath = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(bezier.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

/// `CGPath.copy(using:)` and `mutableCopy(using:)`, as shadow-path code moves a mask's path.
@MainActor @Suite struct CGPathTransformedCopyTests {
    @Test func aCopyUsingATransformMovesThePointsAndLeavesTheOriginal() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var transform = CGAffineTransform(translationX: 5, y: 7)
        let moved = try #require(path.copy(using: &transform))
        #expect(moved.boundingBoxOfPath == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.copy(using: nil)?.boundingBoxOfPath == path.boundingBoxOfPath)
        let mutable = try #require(path.mutableCopy(using: &transform))
        mutable.addLine(to: CGPoint(x: 40, y: 40))
        #expect(mutable.boundingBoxOfPath == CGRect(x: 5, y: 7, width: 35, height: 33))
    }
}
