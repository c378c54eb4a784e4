import Easel
import EaselGraphics
import Foundation
import Testing

/// Subview management and its callbacks, in UIKit's order.
@MainActor
@Suite struct HierarchyTests {
    final class Recorder: View {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: View?) { log.append("willMove(toSuperview: \(newSuperview?.traceName ?? "nil"))") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview?.traceName ?? "nil")") }
        override func willMove(toWindow newWindow: Window?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
        override func didAddSubview(_ subview: View) { log.append("didAddSubview \(subview.traceName)") }
        override func willRemoveSubview(_ subview: View) { log.append("willRemoveSubview \(subview.traceName)") }
    }

    @Test func addingToAViewInAWindowCallsBackInUIKitsOrder() {
        let window = shownWindow()
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.accessibilityIdentifier = "parent"
        window.addSubview(parent)
        parent.log.removeAll()
        let child = Recorder(frame: .zero)
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: parent)", "willMove(toWindow: window)",
                              "didMoveToSuperview parent", "didMoveToWindow window"])
        #expect(parent.log == ["didAddSubview child"])
        child.log.removeAll()
        child.removeFromSuperview()
        #expect(parent.log == ["didAddSubview child", "willRemoveSubview child"])
        #expect(child.log == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)",
                              "didMoveToSuperview nil", "didMoveToWindow nil"])
        #expect(child.window == nil && child.superview == nil)
    }

    @Test func windowCallbacksReachTheWholeSubtree() {
        let window = shownWindow()
        let parent = Recorder(frame: .zero)
        let child = Recorder(frame: .zero)
        parent.addSubview(child)
        child.log.removeAll()
        window.addSubview(parent)
        #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.window === window)
    }

    @Test func insertionOrderAndReordering() {
        let parent = plainView("parent")
        let a = plainView("a"), b = plainView("b"), c = plainView("c")
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, at: 1)
        #expect(parent.subviews.map(\.traceName) == ["a", "b", "c"])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(\.traceName) == ["b", "c", "a"])
        parent.sendSubviewToBack(a)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.traceName) == ["a", "c", "b"])
        let other = plainView("other")
        other.addSubview(b)
        #expect(parent.subviews.map(\.traceName) == ["a", "c"])
        #expect(b.superview === other)
    }

    @Test func removingAViewMarksItsOldSuperviewAndDamagesItsArea() {
        let window = shownWindow(width: 20, height: 20)
        let parent = plainView("parent", CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = Color(red: 1, green: 0, blue: 0)
        parent.addSubview(child)
        window.addSubview(parent)
        window.eventLoop.runOnce()
        #expect(window.lastFrame?.image[2, 2] == Pixel(red: 255, green: 0, blue: 0))
        let events = trace {
            child.removeFromSuperview()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews parent"])
        #expect(window.lastFrame?.image[2, 2].alpha == 0)
    }

    @Test func conversionsGoThroughEveryTransform() {
        let window = shownWindow()
        let outer = plainView("outer", CGRect(x: 10, y: 20, width: 40, height: 40))
        let inner = plainView("inner", CGRect(x: 5, y: 5, width: 10, height: 10))
        outer.addSubview(inner)
        window.addSubview(outer)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(inner.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(outer.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: window) == CGRect(x: 15, y: 25, width: 10, height: 10))
        outer.bounds.origin = CGPoint(x: 5, y: 0)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 25))
        outer.transform = Transform(scaleX: 2, y: 2)
        // inner's origin is (5, 5) in outer's bounds, (-20, -15) from their middle
        // (25, 20); doubled and moved to outer's center (30, 40): (-10, 10).
        let mapped = inner.convert(CGPoint.zero, to: nil)
        #expect(mapped.x.isApproximately(-10) && mapped.y.isApproximately(10))
        let back = inner.convert(mapped, from: nil)
        #expect(back.x.isApproximately(0) && back.y.isApproximately(0))
        #expect(inner.convert(CGPoint(x: 3, y: 4), to: outer) == CGPoint(x: 8, y: 9))
    }

    @Test func frameBoundsAndCenterStayConsistent() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -15, y: -20, width: 30, height: 40))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        view.transform = Transform(scaleX: 3, y: 1)
        #expect(view.frame == CGRect(x: -15, y: -5, width: 30, height: 10))
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
    }
}
