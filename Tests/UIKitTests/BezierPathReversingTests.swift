import Testing
import UIKit

/// `UIBezierPath.reversing()`: the same shape traced the other way round.
@Suite struct BezierPathReversingTests {
    @Test func aReversedOpenPathEndsWhereTheOriginalStarted() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addCurve(to: CGPoint(x: 90, y: 50), controlPoint1: CGPoint(x: 70, y: 10), controlPoint2: CGPoint(x: 90, y: 30))
        path.addQuadCurve(to: CGPoint(x: 50, y: 90), controlPoint: CGPoint(x: 90, y: 90))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 10, y: 10))
        #expect(reversed.bounds == path.bounds)
        #expect(path.currentPoint == CGPoint(x: 50, y: 90), "the original is unchanged")
        #expect(reversed.reversing().currentPoint == CGPoint(x: 50, y: 90))
    }

    /// The use neumorphic and cut-out shadows make of it: a rectangle with the reversed
    /// inner rectangle appended has a hole under the nonzero rule.
    @Test func anAppendedReversedShapeCutsAHoleUnderTheNonzeroRule() {
        let inner = UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50))
        let sameWay = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        sameWay.append(inner)
        #expect(sameWay.contains(CGPoint(x: 50, y: 50)))
        let cutOut = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        cutOut.append(inner.reversing())
        #expect(!cutOut.contains(CGPoint(x: 50, y: 50)))
        #expect(cutOut.contains(CGPoint(x: 10, y: 10)))
        #expect(cutOut.contains(CGPoint(x: 90, y: 90)))
        #expect(cutOut.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func theLineSettingsAreCopied() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        path.lineWidth = 7
        path.lineCapStyle = .round
        path.usesEvenOddFillRule = true
        let reversed = path.reversing()
        #expect(reversed.lineWidth == 7)
        #expect(reversed.lineCapStyle == .round)
        #expect(reversed.usesEvenOddFillRule)
        #expect(reversed.contains(CGPoint(x: 20, y: 10)))
        #expect(!reversed.contains(CGPoint(x: 1, y: 1)))
        #expect(UIBezierPath().reversing().isEmpty)
    }
}
