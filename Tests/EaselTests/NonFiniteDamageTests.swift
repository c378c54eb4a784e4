@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Geometry that is not a number (a shape layer's path through NaN, which Core
/// Animation draws as nothing rather than raising; transforms each finite whose
/// product overflows; a NaN shadow offset): the window cannot know what it covers, so
/// it recomposites all of it, and the compositor leaves out what has no place on
/// screen, instead of trapping (each found by the `layers` fuzz target). Each test adds
/// `layer` to a shown window and checks the partial frame against a full redraw.
@MainActor
@Suite struct NonFiniteDamageTests {
    /// Shows `layer` in a 20 × 10-point window at scale 2 after a first frame, and
    /// checks that the second frame, recomposited from the damage, equals a full redraw.
    private func expectPartialFrameMatchesAFullRedraw(adding layer: Layer) {
        let window = Window(size: CGSize(width: 20, height: 10), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        window.commit()
        window.layer.addSublayer(layer)
        window.commit()
        #expect(window.lastFrame?.index == 2)
        let full = Bitmap(width: 40, height: 20)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: 40, height: 20)], into: full)
        #expect(window.framebuffer == full)
    }

    /// A stroked triangle whose second corner is NaN, in `frame`.
    private func shapeThroughNaN(frame: CGRect) -> ShapeLayer {
        let path = BezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.close()
        let shape = ShapeLayer()
        shape.frame = frame
        shape.path = path
        shape.strokeColor = .black
        return shape
    }

    @Test func aPathThroughNaNDoesNotTrapAndMatchesAFullRedraw() {
        expectPartialFrameMatchesAFullRedraw(adding: shapeThroughNaN(frame: CGRect(x: 2, y: 2, width: 8, height: 6)))
    }

    /// Transforms that are each finite but whose product is not (1e200 × 1e200): the
    /// layer's box in device pixels is infinite or NaN, and the compositor leaves the
    /// layer out (26 November).
    @Test func transformsWhoseProductOverflowsDoNotTrapAndMatchAFullRedraw() {
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
        expectPartialFrameMatchesAFullRedraw(adding: outer)
    }

    /// A shadow whose offset is not a number, over a tree with a path through NaN: no
    /// shadow is cast (26 November).
    @Test func shadowsOfOffsetsOrTreesThatAreNotNumbersDoNotTrapAndMatchAFullRedraw() {
        let outer = Layer()
        outer.frame = CGRect(x: 2, y: 2, width: 8, height: 6)
        outer.backgroundColor = .red
        outer.shadowOpacity = 1
        outer.shadowRadius = 2
        outer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        outer.addSublayer(shapeThroughNaN(frame: CGRect(x: 1, y: 1, width: 4, height: 3)))
        expectPartialFrameMatchesAFullRedraw(adding: outer)
    }
}
