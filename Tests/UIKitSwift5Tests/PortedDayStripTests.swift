import Testing
import UIKit

/// DayStrip.swift is what `easel port` made of an iOS view whose `@objc` delegate's
/// optional requirements are called with a different fallback at each call site: an
/// unimplemented requirement gives each call site its own fallback, as on iOS, and an
/// implemented one its value.
@MainActor @Suite struct PortedDayStripTests {
    private final class SpacedDelegate: NSObject, DayStripDelegate {
        func spacing(in strip: DayStrip) -> CGFloat { 3 }
        func marker(forDay day: Int) -> UIView { UIView(frame: CGRect(x: CGFloat(day), y: 0, width: 1, height: 1)) }
    }

    private final class SilentDelegate: NSObject, DayStripDelegate {}

    @Test func eachCallSiteKeepsItsOwnFallbackForAnUnimplementedRequirement() {
        let strip = DayStrip(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let silent = SilentDelegate()
        strip.delegate = silent
        #expect(strip.itemSpacing == 8)
        #expect(strip.headerSpacing == 20)
        #expect(strip.markers(forDays: [1, 2]).isEmpty)
        let spaced = SpacedDelegate()
        strip.delegate = spaced
        #expect(strip.itemSpacing == 3)
        #expect(strip.headerSpacing == 3)
        #expect(strip.markers(forDays: [1, 2]).map(\.frame.minX) == [1, 2])
        strip.delegate = nil
        #expect(strip.headerSpacing == 20)
    }
}
