import Easel
import Foundation

/// A callback at the screen's refresh, like `CADisplayLink`: the same class as
/// Easel's `DisplayLink`. `CADisplayLink(target:selector:)` needs the Objective-C
/// runtime, so a link is made with the closure it calls,
/// `CADisplayLink { link in … }` or `CADisplayLink(target: self, selector: Self.step)`,
/// and added with `add(to: .main, forMode: .common)` as on iOS (or to a window's loop
/// with `add(to: window.eventLoop)`).
public typealias CADisplayLink = DisplayLink

extension DisplayLink {
    /// Starts the callbacks, like `CADisplayLink.add(to:forMode:)`. Easel has one run
    /// loop for UIKit's work, its event loop on virtual time, so `RunLoop.main` and
    /// `RunLoop.current` both mean it (the loop running now, or the first to run when
    /// no window has yet), and every mode runs: `.default` and `.common` alike.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        addToMainLoop()
    }

    /// Stops the callbacks until the link is added again, like
    /// `CADisplayLink.remove(from:forMode:)`.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        removeFromLoop()
    }
}
