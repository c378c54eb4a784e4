import Easel
import EaselGraphics
import Foundation
import Testing

/// Solved edges that fall between pixels are rounded to the nearest pixel of the
/// window's scale, halves away from zero (as UIKit rounds y = 950.25 to 950.5 at 2×):
/// each edge on its own, so neighbours share an edge and widths differ by a pixel.
@MainActor
@Suite struct PixelRoundingTests {
    /// A 101-point row of three views of equal width, chained edge to edge.
    private func equalThirds(scale: CGFloat) -> [View] {
        let window = shownWindow(width: 101, height: 20, scale: scale)
        let views = ["a", "b", "c"].map(constrainedView)
        for view in views { window.addSubview(view) }
        LayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ] + views.flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor),
                             $0.heightAnchor.constraint(equalToConstant: 20)] })
        window.eventLoop.runOnce()
        return views
    }

    @Test func equalWidthsOfAThirdRoundEachEdgeToHalfPointsAt2x() {
        // Edges at 0, 33.667, 67.333, 101: pixels 67.33 → 67 and 134.67 → 135.
        let views = equalThirds(scale: 2)
        #expect(views.map(\.frame.minX) == [0, 33.5, 67.5])
        #expect(views.map(\.frame.width) == [33.5, 34, 33.5])
    }

    @Test func equalWidthsOfAThirdAtOneXRoundToWholePoints() {
        let views = equalThirds(scale: 1)
        #expect(views.map(\.frame.minX) == [0, 34, 67])
        #expect(views.map(\.frame.width) == [34, 33, 34])
    }

    @Test func multipliersOfTheContainerWidthRoundHalvesUp() {
        // a = 0.25 × 101 = 25.25 → 50.5 px → 51 px; b = 2a, ending at 75.75 → 151.5 px → 152 px.
        let window = shownWindow(width: 101, height: 20, scale: 2)
        let (a, b, c) = (constrainedView("a"), constrainedView("b"), constrainedView("c"))
        for view in [a, b, c] { window.addSubview(view) }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            c.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor),
                                 $0.bottomAnchor.constraint(equalTo: window.bottomAnchor)] })
        window.eventLoop.runOnce()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 25.5, height: 20))
        #expect(b.frame == CGRect(x: 25.5, y: 0, width: 50.5, height: 20))
        #expect(c.frame == CGRect(x: 76, y: 0, width: 25, height: 20))
    }

    @Test func aNestedViewIsRoundedInWindowPixelsFromItsRoundedSuperview() {
        // The container lands at x = 10.5 (10.25 rounded at 2×); the child, 10.25 further,
        // at 20.5 in the window: 10 from its superview, not 10.25 or 10.5.
        let window = shownWindow(width: 100, height: 100, scale: 2)
        let container = constrainedView("container")
        let child = constrainedView("child")
        window.addSubview(container)
        container.addSubview(child)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.25),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 50),
            container.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10.25),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.eventLoop.runOnce()
        #expect(container.frame.minX == 10.5)
        #expect(child.frame.minX == 10)
        #expect(child.convert(child.bounds, to: window).minX == 20.5)
    }
}
