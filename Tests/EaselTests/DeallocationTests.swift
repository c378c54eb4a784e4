import Easel
import EaselGraphics
import Foundation
import Testing

/// A window dropped in the middle of a transition, an animation, a display link, a
/// deceleration or a gesture goes away with everything in it, as a UIKit window
/// hierarchy does once nothing holds it: what is in flight keeps what it animates alive
/// only while the window is in use. With the event loop dropped too, nothing is left;
/// with the loop kept (one loop shared by many windows), it forgets the window's work
/// and goes idle.
@MainActor
@Suite struct DeallocationTests {
    /// What the caller keeps after dropping the window.
    enum Kept: CaseIterable, Sendable {
        case nothing, eventLoop
    }

    /// Weak references to what a scenario made, by name.
    @MainActor final class Remains {
        private var watched: [(name: String, reference: WeakReference)] = []

        final class WeakReference {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        func watch(_ name: String, _ object: AnyObject?) {
            guard let object else {
                Issue.record("\(name) was never made")
                return
            }
            watched.append((name, WeakReference(object)))
        }

        /// The names of the objects still alive.
        var alive: [String] { watched.filter { $0.reference.object != nil }.map(\.name) }

        /// The object watched under `name`, if it is alive.
        func object(_ name: String) -> AnyObject? { watched.first { $0.name == name }?.reference.object }
    }

    /// Runs `scenario` in a shown 100 × 60 window on a loop of its own and drops the
    /// window (and the loop unless it is kept); returns the weak references and the
    /// loop kept.
    private func dropWindow(keeping kept: Kept, _ scenario: (Window, Remains) -> Void) -> (Remains, EventLoop?) {
        let remains = Remains()
        let loop = EventLoop()
        let window = Window(size: CGSize(width: 100, height: 60), eventLoop: loop)
        window.makeKeyAndVisible()
        loop.runOnce()
        scenario(window, remains)
        remains.watch("window", window)
        remains.watch("event loop", loop)
        return (remains, kept == .eventLoop ? loop : nil)
    }

    /// Checks that only the kept loop is alive, and that it has nothing left of the
    /// window to run: `runUntilIdle()` returns within `pending` seconds (one-shot timers
    /// still due) instead of ticking to its limit.
    private func expectFreed(_ remains: Remains, _ loop: EventLoop?, pending: TimeInterval = 0,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(remains.alive == (loop == nil ? [] : ["event loop"]), sourceLocation: sourceLocation)
        guard let loop else { return }
        let start = loop.now
        loop.runUntilIdle()
        #expect(loop.now - start <= pending, "the loop still ticks for the dropped window", sourceLocation: sourceLocation)
        #expect(remains.alive == ["event loop"], sourceLocation: sourceLocation)
    }

    @Test(arguments: Kept.allCases, [false, true])
    func aWindowDroppedInTheMiddleOfANavigationSlideIsFreed(kept: Kept, pops: Bool) {
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let first = ColorController("VC1"), second = ColorController("VC2")
            let navigation = NavigationController(rootViewController: first)
            window.rootViewController = navigation
            window.eventLoop.runOnce()
            navigation.pushViewController(second, animated: true)
            window.eventLoop.run(for: pops ? 1 : 0.1)
            if pops {
                _ = navigation.popViewController(animated: true)
                window.eventLoop.run(for: 0.1)
            }
            #expect(second.view.frame.minX > 0 && second.view.frame.minX < 100, "the slide is in flight")
            for (name, object) in [("navigation", navigation), ("VC1", first), ("VC2", second)] as [(String, ViewController)] {
                remains.watch(name, object)
                remains.watch("\(name).view", object.viewIfLoaded)
            }
        }
        expectFreed(remains, loop)
    }

    @Test(arguments: Kept.allCases, [false, true])
    func aWindowDroppedInTheMiddleOfAPresentationSlideIsFreed(kept: Kept, dismisses: Bool) {
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let root = ColorController("Root"), presented = ColorController("Presented")
            window.rootViewController = root
            window.eventLoop.runOnce()
            var completions = 0
            root.present(presented, animated: true) { completions += 1 }
            window.eventLoop.run(for: dismisses ? 1 : 0.1)
            if dismisses {
                presented.dismiss(animated: true) { completions += 1 }
                window.eventLoop.run(for: 0.1)
            }
            #expect(completions == (dismisses ? 1 : 0))
            for (name, object) in [("Root", root), ("Presented", presented)] {
                remains.watch(name, object)
                remains.watch("\(name).view", object.viewIfLoaded)
            }
        }
        expectFreed(remains, loop)
    }

    /// The other half: while the window is in use, a slide keeps what it moves though
    /// nobody else holds it (a popped or dismissed controller), and lets it go at the end.
    @Test func aSlideKeepsWhatItMovesUntilItEndsWhileTheWindowIsInUse() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        let popped = Remains(), dismissed = Remains()
        do {
            let second = ColorController("VC2")
            navigation.pushViewController(second, animated: true)
            window.eventLoop.runUntilIdle()
            _ = navigation.popViewController(animated: true)
            popped.watch("VC2", second)
            popped.watch("VC2.view", second.viewIfLoaded)
        }
        window.eventLoop.run(for: 0.1)
        #expect(popped.alive == ["VC2", "VC2.view"])
        #expect((popped.object("VC2.view") as? View)?.frame.minX ?? 0 > 0, "the pop is in flight")
        window.eventLoop.runUntilIdle()
        #expect(popped.alive == [])

        do {
            let presented = ColorController("Presented")
            presented.modalPresentationStyle = .fullScreen     // the cover-vertical slide moves the view itself
            navigation.present(presented, animated: true)
            window.eventLoop.runUntilIdle()
            presented.dismiss(animated: true)
            dismissed.watch("Presented", presented)
            dismissed.watch("Presented.view", presented.viewIfLoaded)
        }
        window.eventLoop.run(for: 0.1)
        #expect(dismissed.alive == ["Presented", "Presented.view"])
        #expect((dismissed.object("Presented.view") as? View)?.frame.minY ?? 0 > 0, "the dismissal is in flight")
        window.eventLoop.runUntilIdle()
        #expect(dismissed.alive == [])
    }

    @Test(arguments: Kept.allCases)
    func aWindowDroppedInTheMiddleOfASpringAnimationIsFreed(kept: Kept) {
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let view = plainView("moving", CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                view.frame.origin.x = 80
            } completion: { _ in
                view.alpha = 0.5
            }
            window.eventLoop.run(for: 0.2)
            #expect(view.layer.presentation()?.frame.minX != 80, "the spring is in flight")
            remains.watch("view", view)
        }
        expectFreed(remains, loop)
    }

    /// A display link keeps its handler (and what it captures) until it is invalidated,
    /// as a run loop keeps a `CADisplayLink`: with the loop dropped too, all is freed;
    /// with the loop kept, the window goes but the link ticks on until invalidated.
    @Test(arguments: Kept.allCases)
    func aWindowDroppedWhileADisplayLinkRunsIsFreed(kept: Kept) {
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let view = plainView("ticking", CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            let link = DisplayLink { link in view.frame.origin.x = CGFloat((link.timestamp * 60).rounded()) }
            link.add(to: window.eventLoop)
            window.eventLoop.run(for: 0.1)
            #expect(view.frame.minX == 6)
            remains.watch("view", view)
            remains.watch("link", link)
        }
        guard let loop else { return expectFreed(remains, nil) }
        #expect(remains.alive == ["view", "link", "event loop"])
        loop.run(for: 0.1)
        #expect((remains.object("view") as? View)?.frame.minX == 12, "the link still ticks")
        (remains.object("link") as? DisplayLink)?.invalidate()
        expectFreed(remains, loop)
    }

    @Test(arguments: Kept.allCases)
    func aWindowDroppedInTheMiddleOfADecelerationIsFreed(kept: Kept) {
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            scrollView.contentSize = CGSize(width: 100, height: 5000)
            scrollView.addSubview(plainView("content", CGRect(x: 0, y: 0, width: 100, height: 5000)))
            window.addSubview(scrollView)
            window.scheduleDrag(along: [CGPoint(x: 50, y: 55), CGPoint(x: 50, y: 5)],
                                time: window.eventLoop.now, duration: 10.0 / 60)
            window.eventLoop.run(for: 0.3)
            #expect(scrollView.isDecelerating)
            remains.watch("scroll view", scrollView)
            remains.watch("content", scrollView.subviews.first)
        }
        expectFreed(remains, loop)
    }

    /// Receives a pan's actions.
    @MainActor final class PanTarget {
        var states: [GestureRecognizer.State] = []
        func pan(_ recognizer: PanGestureRecognizer) { states.append(recognizer.state) }
    }

    @Test(arguments: Kept.allCases)
    func aWindowDroppedInTheMiddleOfAGestureIsFreed(kept: Kept) {
        let target = PanTarget()
        let (remains, loop) = dropWindow(keeping: kept) { window, remains in
            let view = plainView("pannable", CGRect(x: 0, y: 0, width: 100, height: 60))
            let pan = PanGestureRecognizer(target: target, action: PanTarget.pan)
            view.addGestureRecognizer(pan)
            let press = LongPressGestureRecognizer()
            view.addGestureRecognizer(press)
            window.addSubview(view)
            let now = window.eventLoop.now
            window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 10, y: 30))], at: now)
            for step in 1...5 {
                window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 10 + CGFloat(step) * 8, y: 30))],
                                       at: now + Double(step) / 60)
            }
            window.eventLoop.run(for: 0.1)
            #expect(target.states.last == .changed, "the finger is still down, panning")
            for (name, object) in [("view", view), ("pan", pan), ("long press", press)] as [(String, AnyObject)] {
                remains.watch(name, object)
            }
        }
        // The long press's deadline may still be due, as a one-shot timer.
        expectFreed(remains, loop, pending: 1)
    }
}
