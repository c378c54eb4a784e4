import EaselGraphics
import Foundation
import Testing

@Suite struct TransformTests {
    /// Entries within 1e-12, for results of trigonometry.
    func isClose(_ t: Transform, _ u: Transform) -> Bool {
        [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-12 }
    }

    @Test func identityMapsEveryPointToItself() {
        #expect(Transform.identity == Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(Transform().isIdentity)
        #expect(!Transform(translationX: 1, y: 0).isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
    }

    @Test func pointsMapAsCoreGraphicsDefines() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 10, y: 100).applying(t) == CGPoint(x: 1 * 10 + 3 * 100 + 5, y: 2 * 10 + 4 * 100 + 6))
    }

    @Test func constructorsMakeTheirMatrices() {
        #expect(Transform(translationX: 7, y: -2) == Transform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: -2))
        #expect(Transform(scaleX: 2, y: 3) == Transform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        // A quarter turn takes +x to +y: clockwise on a y-down screen, as in UIKit.
        let quarter = Transform(rotationAngle: .pi / 2)
        #expect(isClose(quarter, Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = Transform(scaleX: 2, y: 2)
        let move = Transform(translationX: 10, y: 0)
        // Scale then move: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // Move then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedScaledAndRotatedApplyBeforeTheTransform() {
        let base = Transform(scaleX: 2, y: 2)
        #expect(base.translatedBy(x: 10, y: 0) == Transform(translationX: 10, y: 0).concatenating(base))
        #expect(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        #expect(base.scaledBy(x: 3, y: 1) == Transform(a: 6, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        #expect(isClose(base.rotated(by: .pi / 2), Transform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = Transform(translationX: 5, y: -3).scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let point = CGPoint(x: 12.5, y: -7)
        let back = point.applying(t).applying(t.inverted())
        #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
        #expect(isClose(t.concatenating(t.inverted()), .identity))
    }

    @Test func aSingularTransformInvertsToItself() {
        let collapse = Transform(scaleX: 0, y: 1)
        #expect(collapse.inverted() == collapse)
    }

    @Test func sizesIgnoreTranslationAndKeepSigns() {
        let t = Transform(translationX: 100, y: 100).scaledBy(x: -2, y: 3)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: -8, height: 15))
    }

    @Test func rectsBecomeTheBoundingBoxOfTheirCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(Transform(translationX: 5, y: 5).scaledBy(x: -1, y: 1))
                == CGRect(x: -5, y: 5, width: 10, height: 20))
        let turned = rect.applying(Transform(rotationAngle: .pi / 4))
        let half = 30 / 2.0.squareRoot()
        #expect(abs(turned.width - half) < 1e-9 && abs(turned.height - half) < 1e-9)
        #expect(abs(turned.minX + 20 / 2.0.squareRoot()) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(CGRect.null.applying(Transform(scaleX: 2, y: 2)).isNull)
    }
}
