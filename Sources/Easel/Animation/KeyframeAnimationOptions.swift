import Foundation

extension View {
    /// Options of `View.animateKeyframes`, with UIKit's names and raw values, like
    /// `UIView.KeyframeAnimationOptions`. The bits it shares with `AnimationOptions`
    /// mean the same; a curve passed through the raw value
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`, as
    /// iOS code does) paces the whole animation, ease in, ease out without one.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views whose size a keyframe changed inside it.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views take touches; without it hit testing skips them.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Accepted for UIKit source compatibility: each property's keyframes start
        /// from its value before the block.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever; its completion runs only when it is removed.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forward then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Accepted for UIKit source compatibility (a keyframe block is never nested
        /// in another here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Accepted for UIKit source compatibility.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even speed over the whole animation; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at an even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the mode bits select.
        var calculationMode: KeyframeAnimation.CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options of a block with the same bits (interaction, repeat, autoreverse,
        /// curve).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    }
}
