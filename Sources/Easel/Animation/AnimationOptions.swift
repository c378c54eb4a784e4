import Foundation

extension View {
    /// Options of `View.animate`, with UIKit's names and raw values, like
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views whose size the block changed inside the animation, so
        /// the frames their `layoutSubviews` sets animate along.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views take touches; without it hit testing skips them.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts a replaced animation from what is on screen. Position and bounds
        /// blend additively either way; other properties otherwise start from the
        /// model value the animation in flight was heading to.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever; its completion runs only when it is removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forward then backward; without `.repeat` the view then
        /// jumps to the model value, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of its enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of its enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted for UIKit source compatibility: content is redrawn at the model
        /// size at once and scaled during the animation either way.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `View.transition(from:to:duration:options:completion:)` hides `fromView` and
        /// shows `toView` instead of removing one and adding the other.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits neither duration nor curve.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default): `TimingFunction.easeInEaseOut`.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start: `TimingFunction.easeIn`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end: `TimingFunction.easeOut`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace: `TimingFunction.linear`.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default of `View.transition`): the change shows at once.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// The view turns over from its left edge (drawn flat: see `View.transition`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// The view turns over from its right edge (drawn flat).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old content lifts off upwards, bottom edge first (drawn flat).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The new content comes down over the old, top edge first (drawn flat).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// The view turns over from its top edge (drawn flat).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// The view turns over from its bottom edge (drawn flat).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The screen's own rate for the animation's frames (the default), like
        /// `preferredFramesPerSecondDefault`.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// A hint to draw the animation at 60 frames a second, like
        /// `preferredFramesPerSecond60`. UIKit treats the frame-rate options as hints;
        /// Easel renders every animation at its window's rate, as for the default.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A hint to draw the animation at 30 frames a second, like
        /// `preferredFramesPerSecond30`; a hint Easel takes as the default, as above.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing function the curve bits select.
        var timingFunction: TimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }
    }
}
