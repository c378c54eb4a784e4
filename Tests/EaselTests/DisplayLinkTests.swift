import Easel
import Foundation
import Testing

/// Display links on the loop's VSync, and timers in virtual time.
@MainActor
@Suite struct DisplayLinkTests {
    @MainActor final class Ticks {
        var entries: [(timestamp: TimeInterval, target: TimeInterval, duration: TimeInterval)] = []
    }

    @Test func aDisplayLinkIsCalledAtEachVSyncWithItsTimestamps() {
        let loop = EventLoop()
        let ticks = Ticks()
        let link = DisplayLink { ticks.entries.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: loop)
        loop.run(for: 0.05)
        #expect(ticks.entries.count == 4)
        for (index, entry) in ticks.entries.enumerated() {
            #expect(abs(entry.timestamp - Double(index) / 60) < 1e-12)
            #expect(abs(entry.target - Double(index + 1) / 60) < 1e-12)
            #expect(abs(entry.duration - 1.0 / 60) < 1e-12)
        }
        link.invalidate()
        loop.runUntilIdle()
        #expect(ticks.entries.count == 4, "an invalidated link leaves the loop idle")
    }

    @Test(arguments: [(0, 1), (60, 1), (30, 2), (20, 3), (24, 3), (45, 1), (15, 4), (1, 60)])
    func preferredFramesPerSecondPicksTheNearestFactorOfTheRefreshRate(preferred: Int, interval: Int) {
        let loop = EventLoop()
        let ticks = Ticks()
        let link = DisplayLink { ticks.entries.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.preferredFramesPerSecond = preferred
        link.add(to: loop)
        loop.run(for: 1 - 1e-6)
        #expect(ticks.entries.count == 60 / interval)
        if ticks.entries.count > 1 {
            #expect(abs(ticks.entries[1].timestamp - Double(interval) / 60) < 1e-12)
            #expect(abs(ticks.entries[0].target - Double(interval) / 60) < 1e-12)
        }
        link.invalidate()
    }

    @Test func pausingStopsTheCallbacksAndLetsTheLoopIdle() {
        let loop = EventLoop()
        let ticks = Ticks()
        let link = DisplayLink { ticks.entries.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: loop)
        loop.run(for: 2.0 / 60)
        link.isPaused = true
        loop.runUntilIdle()
        #expect(ticks.entries.count == 3)
        #expect(loop.now == 2.0 / 60)
        loop.scheduleTimer(at: 0.5) { link.isPaused = false }
        loop.run(for: 0.5 - loop.now)
        #expect(ticks.entries.count == 4)
        #expect(abs(ticks.entries[3].timestamp - 0.5) < 1e-12)
        link.invalidate()
    }

    @Test func aDisplayLinkDrivesAnAnimationOfTheModel() {
        let window = shownWindow(width: 100, height: 20)
        let box = plainView("box", CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let link = DisplayLink { link in
            box.frame.origin.x = CGFloat(link.targetTimestamp * 60)
            if box.frame.origin.x >= 5 { link.invalidate() }
        }
        link.add(to: window.eventLoop)
        let sink = InMemoryFrameSink()
        window.frameSink = sink
        window.eventLoop.runUntilIdle()
        #expect(sink.frames.map { Int(($0.time * 60).rounded()) } == [0, 1, 2, 3, 4])
        #expect(box.frame.origin.x == 5)
    }

    @Test func timersFireInVirtualTimeAndRepeatOnTheirSchedule() {
        let loop = EventLoop()
        var fired: [TimeInterval] = []
        let once = LoopTimer.scheduledTimer(withTimeInterval: 0.3, repeats: false, on: loop) { _ in fired.append(loop.now) }
        let repeating = LoopTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true, on: loop) { timer in
            fired.append(loop.now)
            if loop.now >= 1 { timer.invalidate() }
        }
        #expect(once.fireDate == 0.3 && repeating.fireDate == 0.25)
        loop.runUntilIdle()
        #expect(fired == [0.25, 0.3, 0.5, 0.75, 1.0])
        #expect(!once.isValid && !repeating.isValid)
    }

    @Test func aLateRepeatingTimerSkipsTheFiringsItMissed() {
        let loop = EventLoop()
        var fired: [TimeInterval] = []
        let timer = LoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, on: loop) { _ in fired.append(loop.now) }
        // A long source at 0.1 keeps the loop busy (virtual time jumps past 0.2 and 0.3).
        loop.scheduleSource(at: 0.05) {}
        loop.run(for: 0.05)
        loop.run(for: 0.3)
        #expect(fired.count == 3)
        timer.fire()
        #expect(fired.count == 4 && timer.isValid, "fire() keeps a repeating timer scheduled")
        timer.invalidate()
        loop.runUntilIdle()
        #expect(fired.count == 4)
    }
}
