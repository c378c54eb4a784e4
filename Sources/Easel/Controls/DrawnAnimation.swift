import Foundation

/// A number a control draws from, moving to a new value over time: a switch's thumb, a
/// progress bar's fill. Each refresh of the window's screen (a display link on its event
/// loop, so in virtual time) moves it along UIKit's ease-in-ease-out curve and calls
/// `changed`, where the control marks itself for display; outside a window the value
/// changes at once.
@MainActor
final class DrawnAnimation {
    /// The value to draw now.
    private(set) var value: CGFloat
    private let changed: () -> Void
    private var link: DisplayLink?

    init(_ value: CGFloat, changed: @escaping () -> Void) {
        self.value = value
        self.changed = changed
    }

    /// Whether the value is moving.
    var isRunning: Bool { link != nil }

    /// Moves to `target`, over `duration` seconds of `loop`'s time (at once for `nil`).
    func move(to target: CGFloat, duration: TimeInterval, on loop: EventLoop?) {
        link?.invalidate()
        link = nil
        guard let loop, duration > 0, target != value else {
            if target != value { value = target; changed() }
            return
        }
        let start = value, startTime = loop.now
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let fraction = min(1, (link.timestamp - startTime) / duration)
            value = start + (target - start) * CGFloat(TimingFunction.easeInEaseOut.value(at: fraction))
            if fraction >= 1 { value = target; link.invalidate(); self.link = nil }
            changed()
        }
        self.link = link
        link.add(to: loop)
    }
}
