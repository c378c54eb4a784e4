import EaselGraphics
import Foundation

/// An effect a `VisualEffectView` shows, like `UIVisualEffect`: `BlurEffect` blurs what
/// lies behind. Easel draws an effect as a flat fill (`flatColor`), since its compositor
/// does not read back what lies behind a view.
@preconcurrency @MainActor
open class VisualEffect {
    /// An effect that draws nothing, like `UIVisualEffect()`.
    public init() {}

    /// The flat fill that stands in for the effect; `nil`: nothing.
    open var flatColor: Color? { nil }
}
