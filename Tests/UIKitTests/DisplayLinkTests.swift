import Testing
import UIKit

/// A text cursor that blinks every half second, driven by a display link, as editors
/// do when they own their caret.
final class BlinkingCursorView: UIView {
    private var displayLink: CADisplayLink?
    private var startTime: TimeInterval?
    private(set) var ticks = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startBlinking(on loop: EventLoop) {
        let link = CADisplayLink(target: self, selector: BlinkingCursorView.step)
        link.preferredFramesPerSecond = 30
        link.add(to: loop)
        displayLink = link
    }

    func stopBlinking() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private func step(_ link: CADisplayLink) {
        ticks += 1
        let start = startTime ?? link.timestamp
        startTime = start
        isHidden = Int((link.timestamp - start) / 0.5) % 2 == 1
    }
}

@MainActor
@Suite struct DisplayLinkTests {
    @Test func theCursorBlinksEveryHalfSecondAtThirtyCallbacksASecond() throws {
        let window = makeWindow(width: 10, height: 10)
        let cursor = BlinkingCursorView(frame: CGRect(x: 4, y: 0, width: 2, height: 10))
        window.addSubview(cursor)
        cursor.startBlinking(on: window.eventLoop)
        window.eventLoop.run(for: 0.25)
        #expect(pixel(try frameImage(of: window), 4, 5) == .black)
        window.eventLoop.run(for: 0.5)
        #expect(pixel(try frameImage(of: window), 4, 5) == .white)
        window.eventLoop.run(for: 0.5)
        #expect(pixel(try frameImage(of: window), 4, 5) == .black)
        let ticks = cursor.ticks
        #expect(ticks == 38) // every other VSync of 60 Hz, over 1.25 s, from the first
        cursor.stopBlinking()
        window.eventLoop.run(for: 1)
        #expect(cursor.ticks == ticks)
    }

    @Test func aLinkHoldsItsTargetUntilItIsInvalidated() {
        let window = makeWindow(width: 10, height: 10)
        weak var released: BlinkingCursorView?
        do {
            let cursor = BlinkingCursorView(frame: .zero)
            released = cursor
            cursor.startBlinking(on: window.eventLoop)
        }
        window.eventLoop.run(for: 0.1)
        // The link (kept by the loop, and keeping the view as UIKit's keeps its target)
        // still calls the view.
        #expect(released?.ticks == 4)
        released?.stopBlinking()
        #expect(released == nil)
    }

    /// iOS code adds a link to the main run loop, often before any window exists (in a
    /// view's initializer): it starts with the first loop that runs, and
    /// `remove(from:forMode:)` stops it until it is added again.
    @Test func aLinkOnTheMainRunLoopStartsWithTheFirstLoopAndCanBeRemoved() {
        final class Spinner {
            var steps = 0
            func step() { steps += 1 }
        }
        let spinner = Spinner()
        let link = CADisplayLink(target: spinner, selector: Spinner.step)
        link.add(to: .main, forMode: .common)
        let window = makeWindow()
        window.eventLoop.run(for: 0.1)
        #expect(spinner.steps >= 6, "a callback at each 60 Hz VSync")
        link.remove(from: .main, forMode: .common)
        let stopped = spinner.steps
        window.eventLoop.run(for: 0.1)
        #expect(spinner.steps == stopped)
        link.add(to: .current, forMode: .default)
        window.eventLoop.run(for: 0.1)
        #expect(spinner.steps > stopped)
        link.invalidate()
    }
}

