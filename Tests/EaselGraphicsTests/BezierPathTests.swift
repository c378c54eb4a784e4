import EaselGraphics
import Foundation
import Testing

/// `BezierPath` geometry: building, bounds, hit testing, transforms.
@Suite struct BezierPathTests {
    func isClose(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test func aRectPathStartsAtTheOriginAndEnclosesTheRect() {
        let path = BezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
        #expect(!path.contains(CGPoint(x: 25, y: 61)))
    }

    @Test func anOvalEnclosesItsInscribedEllipse() {
        let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.currentPoint == CGPoint(x: 40, y: 10))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(path.contains(CGPoint(x: 39.5, y: 10)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 38, y: 18)))
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        let down = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(down.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(down.bounds.minY > -1e-9 && down.bounds.minX > -1e-9)
        let up = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(up.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(up.bounds.minY < -9.9 && up.bounds.minX < -9.9)
    }

    @Test func aFullTurnIsACircleAndEqualAnglesTheOtherWayAreNothing() {
        let circle = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi,
                                clockwise: true)
        #expect(circle.contains(CGPoint(x: 20, y: 20)))
        #expect(abs(circle.bounds.width - 20) < 1e-9)
        let none = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi,
                              clockwise: false)
        #expect(none.bounds.width < 1e-9)
    }

    @Test func addArcDrawsALineFromTheCurrentPoint() {
        let path = BezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(isClose(path.currentPoint, CGPoint(x: 25, y: 0)))
        #expect(path.bounds.minX == 0)
        #expect(path.bounds.minY < -4.9)
    }

    @Test func theFillRuleDecidesWhatIsInside() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(BezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func openSubpathsCountAsClosedForHitTesting() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 30))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func curvesAreHitTestedAlongTheCurve() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 20))
        path.close()
        // The parabola peaks at y = 10 under x = 10, halfway to its control point.
        #expect(path.contains(CGPoint(x: 10, y: 9.9)))
        #expect(!path.contains(CGPoint(x: 10, y: 10.1)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func applyMapsEveryPoint() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(Transform(translationX: 5, y: 5).scaledBy(x: 2, y: 1))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    }

    @Test func copiesAreIndependent() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let copy = path.copy()
        path.apply(Transform(translationX: 100, y: 0))
        path.lineWidth = 1
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy.lineWidth == 3)
    }

    @Test func linesNeedACurrentPoint() {
        let path = BezierPath()
        let (_, messages) = Diagnostics.collect {
            path.addLine(to: CGPoint(x: 5, y: 5))
            path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
        }
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        #expect(path.currentPoint == .zero)
        #expect(messages == ["BezierPath.addLine(to:): no current point; the element is ignored",
                             "BezierPath.addCurve(to:controlPoint1:controlPoint2:): no current point; the element is ignored"])
        path.move(to: CGPoint(x: 1, y: 1))
        #expect(!path.isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func roundedRectsUseContinuousCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = BezierPath(roundedRect: rect, cornerRadius: 10)
        // The top edge leaves the continuous corner 1.528 radii from the rectangle's corner.
        #expect(isClose(path.currentPoint, CGPoint(x: 15.286_648_3, y: 0)))
        #expect(path.bounds == rect)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 4, y: 4)))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 99, y: 59)))
    }

    @Test func radiiTooLargeForAContinuousCornerGiveACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        let path = BezierPath(roundedRect: rect, cornerRadius: 50)
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 0)))
        #expect(path.contains(CGPoint(x: 0.5, y: 10)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        let circle = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10)
        #expect(circle.contains(CGPoint(x: 17, y: 17)))
        #expect(!circle.contains(CGPoint(x: 18, y: 18)))
    }

    @Test func chosenCornersAreRoundedWithQuarterCircles() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                              cornerRadii: CGSize(width: 10, height: 99))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 39, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 39)))
        #expect(!path.contains(CGPoint(x: 39, y: 39)))
        // Quarter circles of radius 10: (2.93, 2.93) lies on the top-left one.
        #expect(path.contains(CGPoint(x: 3.1, y: 3.1)))
        #expect(!path.contains(CGPoint(x: 2.8, y: 2.8)))
    }
}
