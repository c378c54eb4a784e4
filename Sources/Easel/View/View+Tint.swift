import EaselGraphics
import Foundation

/// The tint colour, like `UIView.tintColor`: a view without one of its own takes its
/// superview's, and the root of a hierarchy the system tint (`Color.tintColor`,
/// `systemBlue`). Image views draw template images in it and buttons their titles.
///
/// When a view's `tintAdjustmentMode` is `.dimmed` (its own, or inherited through
/// `.automatic`), its tint is the colour desaturated, as UIKit dims the tint behind a
/// presented alert. Changing either, or moving a view under a different tint, calls
/// `tintColorDidChange()` on the view and every subview that inherits it.
extension View {
    /// How a view's tint is adjusted, like `UIView.TintAdjustmentMode` (UIKit's raw values).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// The tint desaturated.
        case dimmed = 2
    }

    /// The effective tint: the view's own if set, else its superview's, else the
    /// system tint; desaturated when dimmed.
    var effectiveTintColor: Color {
        let base = undimmedTintColor
        return tintAdjustmentMode == .dimmed ? Self.dimmed(base) : base
    }

    /// Sets the view's own tint (`nil`: inherit again) and tells those whose tint changed.
    func setOwnTintColor(_ color: Color?) {
        let before = effectiveTintColor
        ownTintColor = color
        tintMayHaveChanged(from: before, modeChanged: false)
    }

    /// The tint before dimming: the view's own, else the inherited one.
    private var undimmedTintColor: Color { ownTintColor ?? superview?.undimmedTintColor ?? .tintColor }

    /// A dimmed tint: the colour's luminance as a grey, at its alpha (in each
    /// appearance, for a dynamic colour).
    nonisolated static func dimmed(_ color: Color) -> Color {
        if color.isDynamic { return Color(dynamicProvider: { traits in dimmed(color.resolvedColor(with: traits)) }) }
        let white = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return Color(white: white, alpha: color.alpha)
    }

    /// Calls `tintColorDidChange()` here and down through the subviews that inherit,
    /// when the effective tint is no longer `before`; `modeChanged` says whether the
    /// adjustment mode may have changed too (then subviews with a colour of their own
    /// but an inherited mode are told as well).
    func tintMayHaveChanged(from before: Color, modeChanged: Bool = true) {
        guard effectiveTintColor != before else { return }
        notifyTintColorDidChange(modeChanged: modeChanged)
    }

    private func notifyTintColorDidChange(modeChanged: Bool) {
        tintColorDidChange()
        for subview in subviews
        where subview.ownTintColor == nil || (modeChanged && subview.ownTintAdjustmentMode == .automatic) {
            subview.notifyTintColorDidChange(modeChanged: modeChanged)
        }
    }
}
