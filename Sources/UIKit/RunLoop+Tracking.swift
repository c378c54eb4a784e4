import Foundation

extension RunLoop.Mode {
    /// The mode a run loop runs in while a control or scroll view tracks a touch, like
    /// UIKit's `RunLoop.Mode.tracking` (`UITrackingRunLoopMode`), so
    /// `displayLink.add(to: .main, forMode: .tracking)` compiles as on iOS. Easel's
    /// event loop runs every mode at once: a timer or link added for it runs as one
    /// added for `.common`.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
