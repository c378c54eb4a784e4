import Foundation

/// The look of a navigation bar, toolbar, tab bar or search bar, like `UIBarStyle`,
/// with UIKit's raw values.
///
/// Since iOS 13 a bar draws its appearance objects, and `.black` makes it draw them as
/// dark: UIKit gives the bar the dark interface style, so its default background
/// (`systemBackground`) is black and its title and item labels light, and a navigation
/// controller whose bar is black asks for light status bar content. Easel does this
/// through the bar's `overrideUserInterfaceStyle`, which reads `.dark` while the style
/// is not `.default` (one set to something else by hand is left alone).
public enum BarStyle: Int, Sendable, CaseIterable {
    /// The bar's standard look, like `UIBarStyle.default`.
    case `default` = 0
    /// A black background with light content, like `UIBarStyle.black`.
    case black = 1
    /// The deprecated translucent black style, like `UIBarStyle.blackTranslucent`:
    /// drawn as `.black` (the bar keeps `isTranslucent` as it is; iOS 7 and later draw
    /// no difference).
    case blackTranslucent = 2

    /// The deprecated name of `black`, like `UIBarStyle.blackOpaque`.
    public static let blackOpaque = BarStyle.black

    /// Whether a bar of this style is drawn dark.
    var isDark: Bool { self != .default }
}

extension View {
    /// Gives a bar whose `barStyle` changed from `oldStyle` to `style` the interface
    /// style UIKit gives it: dark for a black style, the environment's again for
    /// `.default`. An override set by hand (`.light`, or `.dark` on a default bar) stays.
    func barStyleDidChange(from oldStyle: BarStyle, to style: BarStyle) {
        guard oldStyle.isDark != style.isDark else { return }
        if style.isDark, overrideUserInterfaceStyle == .unspecified {
            overrideUserInterfaceStyle = .dark
        } else if !style.isDark, overrideUserInterfaceStyle == .dark {
            overrideUserInterfaceStyle = .unspecified
        }
    }
}
