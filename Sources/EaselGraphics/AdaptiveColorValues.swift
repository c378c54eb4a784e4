import Foundation

/// The values of a system color in each appearance UIKit distinguishes: light and
/// dark, each in normal and increased contrast, and the dark backgrounds of an
/// elevated level (light ones do not change with the level). Unspecified traits count
/// as light, normal contrast and base level, as in UIKit.
struct AdaptiveColorValues: Sendable {
    var light: Color
    var dark: Color
    var lightHighContrast: Color
    var darkHighContrast: Color
    var elevatedDark: Color? = nil
    var elevatedDarkHighContrast: Color? = nil

    /// The value for `traits`.
    func value(for traits: TraitCollection) -> Color {
        let highContrast = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return highContrast ? lightHighContrast : light }
        if traits.userInterfaceLevel == .elevated, let elevatedDark, let elevatedDarkHighContrast {
            return highContrast ? elevatedDarkHighContrast : elevatedDark
        }
        return highContrast ? darkHighContrast : dark
    }

    /// The dynamic color of these values.
    var color: Color {
        let values = self
        return Color { values.value(for: $0) }
    }
}

extension AdaptiveColorValues {
    /// An opaque color's values, as `0xRRGGBB`.
    static func opaque(_ light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32)
        -> AdaptiveColorValues {
        AdaptiveColorValues(light: Color(hex: light), dark: Color(hex: dark),
                            lightHighContrast: Color(hex: lightHighContrast), darkHighContrast: Color(hex: darkHighContrast))
    }

    /// A translucent element color's values: one color in light and one in dark, with an
    /// alpha for each appearance.
    static func translucent(light: UInt32, dark: UInt32, alphas: (light: CGFloat, dark: CGFloat,
                                                                  lightHighContrast: CGFloat, darkHighContrast: CGFloat))
        -> AdaptiveColorValues {
        AdaptiveColorValues(light: Color(hex: light, alpha: alphas.light), dark: Color(hex: dark, alpha: alphas.dark),
                            lightHighContrast: Color(hex: light, alpha: alphas.lightHighContrast),
                            darkHighContrast: Color(hex: dark, alpha: alphas.darkHighContrast))
    }

    /// A background's values, with its dark values in an elevated level.
    static func background(_ light: UInt32, dark: UInt32, lightHighContrast: UInt32, darkHighContrast: UInt32,
                           elevatedDark: UInt32, elevatedDarkHighContrast: UInt32) -> AdaptiveColorValues {
        var values = opaque(light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
        values.elevatedDark = Color(hex: elevatedDark)
        values.elevatedDarkHighContrast = Color(hex: elevatedDarkHighContrast)
        return values
    }
}
