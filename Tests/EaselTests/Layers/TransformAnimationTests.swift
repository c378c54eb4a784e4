@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// 3D transforms animate as Core Animation animates them: a `transform` through its
/// decomposition (the rotation slerped as a quaternion), and the transform functions'
/// key paths (`transform.rotation.y` …) as numbers put into the transform's parts, so
/// a card turned 0 → π about y really turns through a quarter and beyond. Sampled
/// with `speed` 0 and `timeOffset`, which hold an animation at one time.
@MainActor
@Suite struct TransformAnimationTests {
    private static let eye: CGFloat = 500

    /// A layer in a window, with `model` as its transform.
    private func card(_ model: Transform3D = .identity) -> (Window, Layer) {
        let window = shownWindow(width: 100, height: 100)
        let card = coloredLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
        withoutActions { card.transform = model }
        window.layer.addSublayer(card)
        window.eventLoop.runOnce()
        return (window, card)
    }

    /// The transform `layer` presents while `animation` is held `time` seconds in.
    private func presented(_ layer: Layer, _ animation: BasicAnimation, at time: TimeInterval) -> Transform3D {
        animation.duration = 1
        animation.speed = 0
        animation.timeOffset = time
        layer.add(animation, forKey: "flip")
        defer { layer.removeAnimation(forKey: "flip") }
        return layer.presentation()!.transform
    }

    private static func rotationY(_ angle: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }

    private static var perspective: Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / eye
        return t
    }

    /// Whether two transforms agree entry by entry to 1e-12.
    private func agree(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func aTransformTurnedHalfWayAboutYIsAQuarterTurnNotASquashedMatrix() {
        let (_, layer) = card()
        let flip = BasicAnimation(keyPath: "transform")
        flip.fromValue = Transform3D.identity
        flip.toValue = Self.rotationY(.pi)
        for (time, angle) in [(0.25, CGFloat.pi / 4), (0.5, .pi / 2), (0.75, 3 * .pi / 4)] {
            let shown = presented(layer, flip, at: time)
            #expect(agree(shown, Self.rotationY(angle)), "at \(time): \(shown.rows)")
        }
        // Entry by entry the half-way matrix would have m11 = 0 and m13 = 0: nothing shows.
        #expect(abs(presented(layer, flip, at: 0.5).m13 + 1) < 1e-12)
    }

    @Test func aTransformWithPerspectiveKeepsItWhileItsRotationTurns() {
        let (_, layer) = card()
        let flip = BasicAnimation(keyPath: "transform")
        flip.fromValue = Self.perspective
        flip.toValue = Self.rotationY(2 * .pi / 3).concatenating(Self.perspective)
        let shown = presented(layer, flip, at: 0.5)
        #expect(agree(shown, Self.rotationY(.pi / 3).concatenating(Self.perspective)), "\(shown.rows)")
    }

    @Test func translationScaleAndRotationInterpolateApartInThreeDimensions() {
        let (_, layer) = card()
        let move = BasicAnimation(keyPath: "transform")
        move.fromValue = Transform3D(scaleX: 1, y: 1, z: 1).concatenating(Transform3D(translationX: 0, y: 0, z: -100))
        move.toValue = Transform3D(scaleX: 3, y: 2, z: 1).concatenating(Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: 40, y: 0, z: 100))
        let shown = presented(layer, move, at: 0.5)
        let expected = Transform3D(scaleX: 2, y: 1.5, z: 1).concatenating(Transform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: 20, y: 0, z: 0))
        #expect(agree(shown, expected), "\(shown.rows)")
    }

    @Test func rotationYTurnsThroughEveryAngleOnTheModelsPerspective() {
        let (_, layer) = card(Self.perspective)
        let flip = BasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = 2 * CGFloat.pi
        // A whole turn: three quarters of the way is 270°, not the short way round.
        for (time, angle) in [(0.25, CGFloat.pi / 2), (0.5, .pi), (0.75, 3 * .pi / 2)] {
            let shown = presented(layer, flip, at: time)
            #expect(agree(shown, Self.rotationY(angle).concatenating(Self.perspective)), "at \(time): \(shown.rows)")
        }
        #expect(layer.transform == Self.perspective, "the model keeps its value")
    }

    @Test func eachTransformFunctionKeyPathSetsItsPartOfTheTransform() {
        let (_, layer) = card(Transform3D(translationX: 5, y: 6, z: 7))
        let cases: [(String, Any, Transform3D)] = [
            ("transform.rotation.x", CGFloat.pi / 3, Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0)),
            ("transform.rotation.z", CGFloat.pi / 3, Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1)),
            ("transform.rotation", CGFloat.pi / 3, Transform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1)),
            ("transform.scale", CGFloat(2), Transform3D(scaleX: 2, y: 2, z: 2)),
            ("transform.scale.x", CGFloat(2), Transform3D(scaleX: 2, y: 1, z: 1)),
            ("transform.scale.y", CGFloat(2), Transform3D(scaleX: 1, y: 2, z: 1)),
            ("transform.scale.z", CGFloat(2), Transform3D(scaleX: 1, y: 1, z: 2)),
        ]
        for (keyPath, value, part) in cases {
            let animation = BasicAnimation(keyPath: keyPath)
            animation.fromValue = value
            animation.toValue = value
            let shown = presented(layer, animation, at: 0.5)
            #expect(agree(shown, part.concatenating(Transform3D(translationX: 5, y: 6, z: 7))), "\(keyPath): \(shown.rows)")
        }
        let lift = BasicAnimation(keyPath: "transform.translation.z")
        lift.fromValue = 0
        lift.toValue = 20
        #expect(presented(layer, lift, at: 0.5) == Transform3D(translationX: 5, y: 6, z: 10))
        let slide = BasicAnimation(keyPath: "transform.translation")
        slide.fromValue = CGSize(width: 0, height: 0)
        slide.toValue = CGSize(width: 10, height: 30)
        #expect(presented(layer, slide, at: 0.5) == Transform3D(translationX: 5, y: 15, z: 7))
    }

    @Test func theTransformFunctionKeyPathsReadTheParts() {
        let layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(Self.rotationY(0.5))
            .concatenating(Transform3D(translationX: 7, y: 8, z: 9))
        let read = { (keyPath: String) in layer.value(forKeyPath: keyPath) as! CGFloat }
        #expect(abs(read("transform.rotation.y") - 0.5) < 1e-12)
        #expect(abs(read("transform.rotation.x")) < 1e-12 && abs(read("transform.rotation.z")) < 1e-12)
        #expect(abs(read("transform.scale.x") - 2) < 1e-12 && abs(read("transform.scale.z") - 4) < 1e-12)
        #expect(abs(read("transform.scale") - 3) < 1e-12, "the mean of the three")
        #expect(read("transform.translation.z") == 9)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 7, height: 8))
        // A half turn about y reads as such (not as half turns about x and z).
        layer.transform = Self.rotationY(.pi)
        #expect(abs(read("transform.rotation.y") - .pi) < 1e-12)
        #expect(abs(read("transform.rotation.x")) < 1e-12 && abs(read("transform.rotation.z")) < 1e-12)
    }

    @Test func aTransformComesApartAndBackTogether() {
        let transform = Transform3D(scaleX: 2, y: -3, z: 0.5)
            .concatenating(Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3))
            .concatenating(Transform3D(translationX: 4, y: 5, z: 6)).concatenating(Self.perspective)
        let parts = Transform3D.Decomposition(transform)!
        // The same transform, its entries divided by m44 (the same projective map).
        var normalized = Transform3D.identity
        let rows = transform.rows.map { $0.map { $0 / transform.m44 } }
        (normalized.m11, normalized.m12, normalized.m13, normalized.m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
        (normalized.m21, normalized.m22, normalized.m23, normalized.m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
        (normalized.m31, normalized.m32, normalized.m33, normalized.m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
        (normalized.m41, normalized.m42, normalized.m43, normalized.m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
        #expect(agree(parts.recomposed, normalized), "\(parts.recomposed.rows)")
        // An axis scaled to nothing still comes apart (a card shrunk to a line).
        let flat = Transform3D(scaleX: 0, y: 1, z: 1)
        #expect(Transform3D.Decomposition(flat)?.recomposed == flat)
        // No parts when m44 is zero.
        var singular = Transform3D.identity
        singular.m44 = 0
        #expect(Transform3D.Decomposition(singular) == nil)
    }
}
