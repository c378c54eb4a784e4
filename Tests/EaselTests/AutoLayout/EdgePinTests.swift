import Easel
import EaselGraphics
import Foundation
import Testing

/// Views placed by constraints to their superview's edges, centers and sizes: UIKit's
/// frames for the simplest layouts.
@MainActor
@Suite struct EdgePinTests {
    @Test func edgesPinnedWithInsetsGiveTheInsetFrame() {
        let window = shownWindow(width: 200, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        box.pinEdges(to: window, insets: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        window.eventLoop.runOnce()
        #expect(box.frame == CGRect(x: 10, y: 5, width: 170, height: 80))
    }

    @Test func centeredViewWithConstantSize() {
        let window = shownWindow(width: 200, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.eventLoop.runOnce()
        #expect(box.frame == CGRect(x: 75, y: 45, width: 50, height: 30))
    }

    /// UIKit's system spacing: a multiple of 8 points after (x) or below (y) an anchor.
    @Test func systemSpacingIsAMultipleOfEightPoints() {
        let window = shownWindow(width: 200, height: 100)
        let (a, b, c) = (constrainedView("a"), constrainedView("b"), constrainedView("c"))
        for view in [a, b, c] {
            window.addSubview(view)
            LayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        let atLeast = c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: window.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: window.topAnchor, multiplier: 2),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 0.5),
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 8),
            atLeast, c.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        #expect(atLeast.constant == 24)
        window.eventLoop.runOnce()
        #expect(a.frame == CGRect(x: 8, y: 16, width: 10, height: 10))
        #expect(b.frame == CGRect(x: 22, y: 34, width: 10, height: 10))
        #expect(c.frame.minX >= 56)
    }

    @Test func dimensionsRelateWithMultipliersAndInequalities() {
        let window = shownWindow(width: 200, height: 100)
        let (a, b) = (constrainedView("a"), constrainedView("b"))
        window.addSubview(a)
        window.addSubview(b)
        let preferredWidth = a.widthAnchor.constraint(equalToConstant: 10)
        preferredWidth.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 80),
            preferredWidth,
            a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: 5),
            a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2),
            a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor),
            b.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.25, constant: 1),
            a.heightAnchor.constraint(lessThanOrEqualToConstant: 40),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
            a.heightAnchor.constraint(equalToConstant: 60).withPriority(.defaultLow),
        ])
        window.eventLoop.runOnce()
        #expect(b.frame == CGRect(x: 45, y: 0, width: 80, height: 26))
        #expect(a.frame.width == 45)
        #expect(a.frame.height == 40)
    }

    @Test func framesAreInTheSuperviewsCoordinates() {
        let window = shownWindow(width: 200, height: 200)
        let outer = constrainedView("outer")
        let inner = constrainedView("inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.pinEdges(to: window, insets: EdgeInsets(top: 20, left: 30, bottom: 20, right: 30))
        inner.pinEdges(to: outer, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        window.eventLoop.runOnce()
        #expect(outer.frame == CGRect(x: 30, y: 20, width: 140, height: 160))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 120, height: 140))
    }
}
