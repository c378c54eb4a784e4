import Foundation
import Testing
import UIKit

/// A countdown as iOS screens write one, in the form `easel port` gives it.
private final class CountdownView: UIView {
    var ticks: [String] = []
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: CountdownView.tick,
                                     userInfo: "countdown", repeats: true)
    }

    func tick(_ timer: Timer) {
        ticks.append(timer.userInfo as? String ?? "?")
        if ticks.count == 3 { timer.invalidate() }
    }
}

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with a method
/// reference runs on the window's event loop, in the virtual time frames follow.
@MainActor @Suite struct TimerSelectorTests {
    @Test func aRepeatingTimerFiresEachIntervalOfVirtualTimeUntilInvalidated() throws {
        let window = makeWindow()
        let view = CountdownView()
        window.addSubview(view)
        view.start()
        let timer = try #require(view.timer)
        #expect(timer.isValid && timer.userInfo as? String == "countdown" && timer.timeInterval == 1)
        window.eventLoop.run(for: 2.5)
        #expect(view.ticks == ["countdown", "countdown"])
        window.eventLoop.run(for: 5)
        #expect(view.ticks.count == 3)
        #expect(!timer.isValid)
    }

    @Test func aOneShotTimerFiresOnceAndIsThenInvalid() {
        final class Target {
            var fired = 0
            func done() { fired += 1 }
        }
        let window = makeWindow()
        let target = Target()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: target, selector: Target.done, userInfo: nil, repeats: false)
        window.eventLoop.run(for: 0.4)
        #expect(target.fired == 0 && timer.isValid)
        window.eventLoop.run(for: 2)
        #expect(target.fired == 1 && !timer.isValid)
    }

    @Test func invalidatingBeforeTheFirstFireCancelsIt() {
        let window = makeWindow()
        let view = CountdownView()
        view.start()
        view.timer?.invalidate()
        window.eventLoop.run(for: 3)
        #expect(view.ticks.isEmpty)
    }

    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, then
    /// `RunLoop.main.add(_:forMode:)`, as older code schedules a timer in the common
    /// modes: it runs on the event loop's virtual time from when it is made.
    @Test func anUnscheduledTimerAddedToTheMainRunLoopRunsOnVirtualTime() {
        final class Poller {
            var polls = 0
            func poll() { polls += 1 }
        }
        let window = makeWindow()
        let poller = Poller()
        let timer = Timer(timeInterval: 1, target: poller, selector: Poller.poll, userInfo: nil, repeats: true)
        RunLoop.main.add(timer, forMode: .common)
        window.eventLoop.run(for: 3.5)
        #expect(poller.polls == 3)
        timer.invalidate()
        window.eventLoop.run(for: 3)
        #expect(poller.polls == 3 && !timer.isValid)
    }
}

