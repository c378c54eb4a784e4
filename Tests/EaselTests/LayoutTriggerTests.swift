import Easel
import EaselGraphics
import Foundation
import Testing

/// When UIKit calls layoutSubviews: each trigger rule of the plan in its own test.
@MainActor
@Suite struct LayoutTriggerTests {
    @Test func initNeverLaysOut() {
        let events = trace {
            _ = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            _ = SolidView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(events.isEmpty)
    }

    @Test func addSubviewMarksTheReceiverAndANonZeroSubview() {
        let window = shownWindow()
        let container = plainView("container", CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(container)
        window.eventLoop.runOnce()
        let events = trace {
            container.addSubview(plainView("sized", CGRect(x: 0, y: 0, width: 10, height: 10)))
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews container", "layoutSubviews sized"])
    }

    @Test func addSubviewOfAZeroSizeViewMarksOnlyTheReceiver() {
        let window = shownWindow()
        let container = plainView("container", CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(container)
        window.eventLoop.runOnce()
        let events = trace {
            container.addSubview(plainView("empty"))
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews container"])
    }

    @Test func sizeChangeMarksTheViewAndItsSuperview() {
        let (window, parent, child) = settledPair()
        let events = trace {
            child.frame.size = CGSize(width: 30, height: 12)
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews parent", "layoutSubviews child"])
    }

    @Test func boundsSizeChangeMarksLikeAFrameSizeChange() {
        let (window, _, child) = settledPair()
        let events = trace {
            child.bounds = CGRect(x: 0, y: 0, width: 7, height: 7)
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews parent", "layoutSubviews child"])
    }

    @Test func originOnlyChangeMarksNothing() {
        let (window, _, child) = settledPair()
        let events = trace {
            child.frame.origin = CGPoint(x: 33, y: 44)
            child.center = CGPoint(x: 5, y: 5)
            child.transform = Transform(rotationAngle: 0.3)
            window.eventLoop.runOnce()
        }
        #expect(events.isEmpty)
    }

    @Test func layoutIfNeededWithoutAMarkDoesNothing() {
        let (_, parent, child) = settledPair()
        let events = trace {
            child.layoutIfNeeded()
            parent.layoutIfNeeded()
        }
        #expect(events.isEmpty)
    }

    @Test func layoutIfNeededLaysOutAtOnceFromTheTopmostMarkedAncestor() {
        let grandparent = plainView("grandparent", CGRect(x: 0, y: 0, width: 90, height: 90))
        let parent = plainView("parent", CGRect(x: 0, y: 0, width: 60, height: 60))
        let child = plainView("child", CGRect(x: 0, y: 0, width: 30, height: 30))
        grandparent.addSubview(parent)
        parent.addSubview(child)
        grandparent.layoutIfNeeded()
        let events = trace {
            grandparent.setNeedsLayout()
            child.setNeedsLayout()
            child.layoutIfNeeded()
        }
        #expect(events == ["layoutSubviews grandparent", "layoutSubviews child"])
    }

    @Test func aHundredMarksInOneTurnGiveOnePass() {
        let (window, parent, child) = settledPair()
        let events = trace {
            for _ in 0..<100 {
                parent.setNeedsLayout()
                child.setNeedsLayout()
            }
            window.eventLoop.runOnce()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews parent", "layoutSubviews child"])
    }

    @Test func parentsLayOutBeforeChildrenWhateverTheMarkOrder() {
        let (window, parent, child) = settledPair()
        let events = trace {
            child.setNeedsLayout()
            parent.setNeedsLayout()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews parent", "layoutSubviews child"])
    }

    @Test func layoutComesBeforeDisplayInACommit() {
        let window = shownWindow()
        let drawing = SolidView(id: "drawing", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(drawing)
        window.eventLoop.runOnce()
        let events = trace {
            drawing.setNeedsDisplay()
            drawing.setNeedsLayout()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews drawing", "draw drawing [0,0,10,10]"])
    }

    @Test func windowSizeChangeLaysOutTheRootView() {
        let window = Window(size: CGSize(width: 100, height: 200))
        let controller = ViewController()
        controller.view.accessibilityIdentifier = "root"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let events = trace {
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            window.eventLoop.runOnce()
        }
        #expect(events == ["viewWillTransition ViewController [200,100]",
                           "layoutSubviews Window", "viewWillLayoutSubviews ViewController", "layoutSubviews root",
                           "viewDidLayoutSubviews ViewController"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(window.lastFrame?.image.pixelWidth == 200)
    }

    @Test func aLayoutThatAlwaysMarksItselfIsReportedAndNothingHangs() {
        final class RestlessView: View {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                setNeedsLayout()
            }
        }
        let window = shownWindow()
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        restless.accessibilityIdentifier = "restless"
        var events: [TraceEvent] = []
        let (_, messages) = Diagnostics.collect {
            events = Trace.capture {
                window.addSubview(restless)
                window.eventLoop.runUntilIdle()
            }
        }
        #expect(restless.passes == 100)
        #expect(messages == ["layout did not settle after 100 passes; still needing layout: restless"])
        #expect(events.contains { $0.event == "diagnostic" && $0.views == ["restless"] })
        #expect(events.contains { $0.event == "frame" })
        // The next turn starts clean: the loop is not re-entered without a new mark.
        let later = trace { window.eventLoop.runOnce() }
        #expect(later.isEmpty)
    }

    @Test func autoresizingMaskResizesSubviewsAtOnce() {
        let parent = plainView("parent", CGRect(x: 0, y: 0, width: 100, height: 100))
        let flexible = plainView("flexible", CGRect(x: 10, y: 10, width: 80, height: 20))
        flexible.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinnedRight = plainView("pinned", CGRect(x: 70, y: 70, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(flexible)
        parent.addSubview(pinnedRight)
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(flexible.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 120, width: 20, height: 20))
    }

    private func settledPair() -> (Window, View, View) {
        let window = shownWindow()
        let parent = plainView("parent", CGRect(x: 0, y: 0, width: 60, height: 60))
        let child = plainView("child", CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        window.addSubview(parent)
        window.eventLoop.runOnce()
        return (window, parent, child)
    }
}
