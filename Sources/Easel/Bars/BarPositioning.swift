import Foundation

/// A bar that knows where it sits, like `UIBarPositioning`: navigation bars, toolbars
/// and search bars.
@preconcurrency @MainActor
public protocol BarPositioning: NSObjectProtocol {
    /// Where the bar sits, like `UIBarPositioning.barPosition`.
    var barPosition: BarPosition { get }
}

/// What a bar asks about where it sits, like `UIBarPositioningDelegate`; the delegates
/// of navigation bars, toolbars and search bars refine it.
@preconcurrency @MainActor
public protocol BarPositioningDelegate: NSObjectProtocol {
    /// Where `bar` sits, like `UIBarPositioningDelegate.position(for:)`, an optional
    /// method in UIKit. A delegate that does not implement it answers `.any`, and the
    /// bar takes UIKit's default for its kind: `.top` for navigation and search bars,
    /// `.bottom` for toolbars. Easel asks whenever it needs the position (UIKit asks
    /// when the bar moves to a window), so an answer that changes is followed once the
    /// bar is laid out again.
    func position(for bar: any BarPositioning) -> BarPosition
}

extension BarPositioningDelegate {
    public func position(for bar: any BarPositioning) -> BarPosition { .any }
}

extension BarPositioningDelegate {
    /// The delegate's answer for `bar`, or `fallback` where it answers `.any`.
    func position(for bar: any BarPositioning, otherwise fallback: BarPosition) -> BarPosition {
        let answer = position(for: bar)
        return answer == .any ? fallback : answer
    }
}
