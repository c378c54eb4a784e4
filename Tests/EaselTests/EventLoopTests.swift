import Easel
import Foundation
import Testing

/// The virtual-time run loop: activities, timers, sources, VSync, and the commit.
@MainActor
@Suite struct EventLoopTests {
    @Test func aTurnReportsUIKitsActivitiesInOrder() {
        let loop = EventLoop()
        var seen: [String] = []
        loop.addObserver(for: Set(EventLoop.Activity.allCases)) { seen.append("\($0)") }
        loop.scheduleTimer(at: 0) { seen.append("timer") }
        loop.scheduleSource(at: 0) { seen.append("source") }
        loop.runOnce()
        #expect(seen == ["entry", "beforeTimers", "timer", "beforeSources", "source", "beforeWaiting", "exit"])
    }

    @Test func timeIsVirtualAndJumpsToTheNextEvent() {
        let loop = EventLoop()
        var fired: [(String, TimeInterval)] = []
        loop.scheduleTimer(at: 2.5) { fired.append(("late", loop.now)) }
        loop.scheduleTimer(at: 0.5) { fired.append(("early", loop.now)) }
        #expect(loop.now == 0)
        loop.run(for: 1)
        #expect(fired.map(\.0) == ["early"])
        #expect(fired.map(\.1) == [0.5])
        #expect(loop.now == 1)
        loop.runUntilIdle()
        #expect(fired.map(\.0) == ["early", "late"])
        #expect(loop.now == 2.5)
    }

    @Test func workDueAtTheSameInstantRunsInSchedulingOrder() {
        let loop = EventLoop()
        var order: [Int] = []
        for i in 0..<5 { loop.scheduleSource(at: 1) { order.append(i) } }
        loop.scheduleSource(at: 1) { loop.scheduleSource(at: 1) { order.append(99) } }
        loop.runUntilIdle()
        #expect(order == [0, 1, 2, 3, 4, 99])
    }

    @Test func cancelledWorkNeverRuns() {
        let loop = EventLoop()
        var ran = false
        let handle = loop.scheduleTimer(at: 1) { ran = true }
        loop.cancel(handle)
        loop.runUntilIdle()
        #expect(!ran)
        #expect(loop.now == 0)
    }

    @Test func vsyncTicksAtTheRefreshRate() {
        let loop = EventLoop()
        loop.refreshRate = 120
        var ticks: [TimeInterval] = []
        let owner = NSObject()
        loop.setVSyncListener(for: owner) { ticks.append($0) }
        loop.run(for: 0.05)
        #expect(ticks.count == 7)
        for (index, tick) in ticks.enumerated() { #expect(abs(tick - Double(index) / 120) < 1e-9) }
        loop.setVSyncListener(for: owner, nil)
        loop.runUntilIdle()
        #expect(ticks.count == 7)
    }

    @Test func theCommitRunsAfterOtherBeforeWaitingObservers() {
        let window = shownWindow()
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        var events: [String] = []
        // Weakly: the loop keeps its observers, and the window keeps the loop.
        window.eventLoop.addObserver(for: [.beforeWaiting]) { [weak window] _ in
            events.append("observer sees frame \(window?.lastFrame?.index ?? 0)")
        }
        window.addSubview(view)
        window.eventLoop.runOnce()
        events.append("after turn frame \(window.lastFrame?.index ?? 0)")
        #expect(events == ["observer sees frame 1", "after turn frame 2"])
    }

    @Test func marksFromATimerAreCommittedInTheSameTurn() {
        let window = shownWindow()
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(view)
        window.eventLoop.runOnce()
        window.eventLoop.scheduleTimer(at: 0.25) { view.setNeedsDisplay() }
        window.eventLoop.runUntilIdle()
        #expect(window.lastFrame?.index == 3)
        #expect(window.lastFrame?.time == 0.25)
    }

    @Test func aCleanWindowMakesNoFrame() {
        let window = shownWindow()
        let before = window.lastFrame?.index
        window.eventLoop.runOnce()
        window.eventLoop.run(for: 1)
        #expect(window.lastFrame?.index == before)
    }
}
