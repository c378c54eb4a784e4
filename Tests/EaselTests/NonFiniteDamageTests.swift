@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Damage computed from geometry that is not a number (a shape layer's path through
/// NaN, which Core Animation draws as nothing rather than raising): the window cannot
/// know what it covers, so it recomposites all of it instead of trapping (found by
/// the `layers` fuzz target).
@MainActor
@Suite struct NonFiniteDamageTests {
    @Test func aPathThroughNaNDoesNotTrapAndMatchesAFullRedraw() {
        let window = Window(size: CGSize(width: 20, height: 10), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        window.commit()
        let path = BezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.close()
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 2, y: 2, width: 8, height: 6)
        shape.path = path
        shape.strokeColor = .black
        window.layer.addSublayer(shape)
        window.commit()
        #expect(window.lastFrame?.index == 2)
        let full = Bitmap(width: 40, height: 20)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: 40, height: 20)], into: full)
        #expect(window.framebuffer == full)
    }

    /// Transforms that are each finite but whose product is not (1e200 × 1e200): the
    /// layer's box in device pixels is infinite or NaN, and the compositor leaves the
    /// layer out instead of trapping (found by the `layers` fuzz target, 26 November).
    @Test func transformsWhoseProductOverflowsDoNotTrapAndMatchAFullRedraw() {
        let window = Window(size: CGSize(width: 20, height: 10), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        window.commit()
        let outer = Layer(), inner = ShapeLayer()
        outer.frame = CGRect(x: 2, y: 2, width: 8, height: 6)
        outer.transform = Transform3D(scaleX: 1e200, y: 1e200, z: 1)
        inner.frame = CGRect(x: 1, y: 1, width: 4, height: 2)
        inner.transform = Transform3D(scaleX: 1e200, y: -1e200, z: 1)
        let path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 4, y: 2))
        inner.path = path
        inner.strokeColor = .black
        inner.lineWidth = 1e300
        outer.addSublayer(inner)
        window.layer.addSublayer(outer)
        window.commit()
        #expect(window.lastFrame?.index == 2)
        let full = Bitmap(width: 40, height: 20)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: 40, height: 20)], into: full)
        #expect(window.framebuffer == full)
    }

    /// Shadows whose offset is not a number, over a tree with a path through NaN: no
    /// shadow is cast, instead of trapping (found by the `layers` fuzz target, 26
    /// November).
    @Test func shadowsOfOffsetsOrTreesThatAreNotNumbersDoNotTrapAndMatchAFullRedraw() {
        let window = Window(size: CGSize(width: 20, height: 10), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        window.commit()
        let outer = Layer()
        outer.frame = CGRect(x: 2, y: 2, width: 8, height: 6)
        outer.backgroundColor = .red
        outer.shadowOpacity = 1
        outer.shadowRadius = 2
        outer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        let path = BezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.close()
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 1, y: 1, width: 4, height: 3)
        shape.path = path
        shape.strokeColor = .black
        outer.addSublayer(shape)
        window.layer.addSublayer(outer)
        window.commit()
        #expect(window.lastFrame?.index == 2)
        let full = Bitmap(width: 40, height: 20)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: 40, height: 20)], into: full)
        #expect(window.framebuffer == full)
    }
}
