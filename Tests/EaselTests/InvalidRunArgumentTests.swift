import Easel
import EaselGraphics
import Foundation
import Testing

/// Numbers the run loop and the window cannot use are reported, never fatal: an
/// infinite run would hang, a zero scale would make no pixels.
@MainActor
@Suite struct InvalidRunArgumentTests {
    @Test func durationsThatWouldNeverEndAreRefused() {
        let loop = EventLoop()
        let (_, messages) = Diagnostics.collect {
            loop.run(for: .infinity)
            loop.run(for: -1)
            loop.runUntilIdle(limit: .nan)
            loop.refreshRate = 0
        }
        #expect(messages == [
            "EventLoop: run(for: inf) needs a finite duration of at least 0; nothing was run",
            "EventLoop: run(for: -1.0) needs a finite duration of at least 0; nothing was run",
            "EventLoop: runUntilIdle(limit: nan) needs a finite limit of at least 0; nothing was run",
            "EventLoop: a refresh rate of 0.0 is not a positive number; keeping 60.0",
        ])
        #expect(loop.now == 0 && loop.refreshRate == 60)
    }

    @Test func aWindowScaleThatIsNotPositiveIsOne() {
        let (window, messages) = Diagnostics.collect { Window(size: CGSize(width: 4, height: 2), scale: .nan) }
        #expect(messages == ["Window: a scale of nan is not a positive number; using 1"])
        #expect(window.scale == 1 && window.framebuffer.width == 4 && window.framebuffer.height == 2)
    }
}
