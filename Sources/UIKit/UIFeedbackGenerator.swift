import Easel

/// What makes haptic feedback, like `UIFeedbackGenerator`. There is no Taptic Engine
/// here: each piece of feedback is recorded in the trace as a `haptic` event whose
/// message names it (`impact medium 1`, `selection`, `notification success`), so a
/// test can check that a control gives the feedback it should.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the engine, like `UIFeedbackGenerator.prepare()`; nothing to ready here.
    open func prepare() {}

    func record(_ feedback: String) {
        Trace.record(TraceEvent("haptic", message: feedback))
    }
}

/// Feedback for a collision, like `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact is, like `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`, like `UIImpactFeedbackGenerator(style:)`.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Gives an impact, like `impactOccurred()`.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Gives an impact of an intensity from 0 to 1, like `impactOccurred(intensity:)`.
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style) \(min(1, max(0, intensity)))")
    }
}

/// Feedback for a change of selection, like `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the selection tick, like `selectionChanged()`.
    open func selectionChanged() {
        record("selection")
    }
}

/// Feedback for an outcome, like `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// An outcome, like `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Gives the feedback of an outcome, like `notificationOccurred(_:)`.
    open func notificationOccurred(_ type: FeedbackType) {
        record("notification \(type)")
    }
}
