import Foundation

/// The animation block running now (blocks nest), as UIKit's animation state: the
/// parameters the views' layers animate with, the views it resized and the completion
/// its animations report to.
@MainActor
final class AnimationContext {
    /// What a block animates with; `nil` for `performWithoutAnimation`.
    struct Parameters {
        var duration: TimeInterval
        var delay: TimeInterval
        /// `nil` for the options' Bézier curve.
        var spring: (dampingRatio: Double, velocity: Double)?
        var options: View.AnimationOptions
        /// The stiffness (mass 1) of a spring given by its perceptual duration and
        /// bounce; `nil` for a spring derived from the block's duration.
        var springStiffness: Double? = nil
        /// The repeat count and autoreversing `modifyAnimations` sets; `nil` follows
        /// the options (`.repeat`, `.autoreverse`).
        var repeatCount: Float? = nil
        var autoreverses: Bool? = nil

        /// Whether the block animates: a duration of zero or less changes the values at
        /// once, as in UIKit.
        var animates: Bool { duration > 0 && duration.isFinite }
    }

    /// The blocks running, innermost last.
    static var stack: [AnimationContext] = []

    let parameters: Parameters?
    /// The delegate of the animations the block adds; `nil` when it does not animate.
    let block: AnimationBlock?
    private let completion: ((Bool) -> Void)?
    /// The views whose bounds size the block changed, in order (`.layoutSubviews`).
    private(set) var resizedViews: [View] = []
    /// The run loop of the first view the block changed in a window.
    private(set) var eventLoop: EventLoop?
    /// The value each property of a view's layer had before the block first changed it.
    private(set) var startValues: [(layer: Layer, key: String, value: Any?)] = []

    init(parameters: Parameters?, completion: ((Bool) -> Void)?) {
        self.parameters = parameters
        self.completion = completion
        block = parameters.flatMap { parameters in
            parameters.animates
                ? AnimationBlock(allowsUserInteraction: parameters.options.contains(.allowUserInteraction),
                                 completion: completion)
                : nil
        }
    }

    /// A context inside `outer` with other parameters, whose animations report to
    /// `outer`'s block and completion (`modifyAnimations`).
    init(parameters: Parameters, sharingBlockOf outer: AnimationContext) {
        self.parameters = parameters
        completion = nil
        block = outer.block
        eventLoop = outer.eventLoop
    }

    /// The parameters the views' layers animate with now; `nil` when the block does not
    /// animate (or animations are off).
    var animatingParameters: Parameters? {
        guard let parameters, block != nil, View.areAnimationsEnabled else { return nil }
        return parameters
    }

    /// The block changed `key` of `view` from `old`.
    func viewDidChange(_ view: View, key: String, from old: Any?) {
        if eventLoop == nil { eventLoop = view.hostWindow?.eventLoop }
        if !startValues.contains(where: { $0.layer === view.layer && $0.key == key }) {
            startValues.append((view.layer, key, old))
        }
        if key == "bounds.size", !resizedViews.contains(where: { $0 === view }) { resizedViews.append(view) }
    }

    /// The animations the block added, with the value each property had before it.
    var animatedChanges: [(layer: Layer, key: String, startValue: Any?)] {
        (block?.added ?? []).map { added in
            (added.layer, added.key, startValues.first { $0.layer === added.layer && $0.key == added.key }?.value)
        }
    }

    /// Ends the block: when it added no animation, its completion runs at the next turn
    /// of the run loop (never inside the call), finished: the loop of the window it
    /// changed, or the main queue when no loop has run (views animated outside any
    /// window, as unit tests do).
    func finish() {
        guard let completion, !(block?.hasAnimations ?? false) else { return }
        if let loop = eventLoop ?? EventLoop.current {
            loop.scheduleTimer(at: loop.now) { completion(true) }
        } else {
            nonisolated(unsafe) let deferred = completion
            DispatchQueue.main.async { MainActor.assumeIsolated { deferred(true) } }
        }
    }
}
