import Foundation

/// UIKit's system colors, dynamic as in UIKit: each resolves to UIKit's sRGB value for
/// the light or dark appearance, in normal or increased contrast, and the backgrounds
/// to their elevated values in a dark `.elevated` level (the values `resolvedColor(with:)`
/// returns on iOS 15 through 18, as Apple's Human Interface Guidelines tabulate them).
/// Their own components are the light values, which Easel used before it had traits.
extension Color {
    // MARK: Standard colors
    /// System red, like `UIColor.systemRed`.
    public static let systemRed = AdaptiveColorValues.opaque(
        0xFF3B30, dark: 0xFF453A, lightHighContrast: 0xD70015, darkHighContrast: 0xFF6961).color
    /// System orange, like `UIColor.systemOrange`.
    public static let systemOrange = AdaptiveColorValues.opaque(
        0xFF9500, dark: 0xFF9F0A, lightHighContrast: 0xC93400, darkHighContrast: 0xFFB340).color
    /// System yellow, like `UIColor.systemYellow`.
    public static let systemYellow = AdaptiveColorValues.opaque(
        0xFFCC00, dark: 0xFFD60A, lightHighContrast: 0xA05A00, darkHighContrast: 0xFFD426).color
    /// System green, like `UIColor.systemGreen`.
    public static let systemGreen = AdaptiveColorValues.opaque(
        0x34C759, dark: 0x30D158, lightHighContrast: 0x248A3D, darkHighContrast: 0x30DB5B).color
    /// System mint, like `UIColor.systemMint`.
    public static let systemMint = AdaptiveColorValues.opaque(
        0x00C7BE, dark: 0x63E6E2, lightHighContrast: 0x0C817B, darkHighContrast: 0x66D4CF).color
    /// System teal, like `UIColor.systemTeal`.
    public static let systemTeal = AdaptiveColorValues.opaque(
        0x30B0C7, dark: 0x40C8E0, lightHighContrast: 0x008299, darkHighContrast: 0x5DE6FF).color
    /// System cyan, like `UIColor.systemCyan`.
    public static let systemCyan = AdaptiveColorValues.opaque(
        0x32ADE6, dark: 0x64D2FF, lightHighContrast: 0x0071A4, darkHighContrast: 0x70D7FF).color
    /// System blue, like `UIColor.systemBlue`.
    public static let systemBlue = AdaptiveColorValues.opaque(
        0x007AFF, dark: 0x0A84FF, lightHighContrast: 0x0040DD, darkHighContrast: 0x409CFF).color
    /// System indigo, like `UIColor.systemIndigo`.
    public static let systemIndigo = AdaptiveColorValues.opaque(
        0x5856D6, dark: 0x5E5CE6, lightHighContrast: 0x3634A3, darkHighContrast: 0x7D7AFF).color
    /// System purple, like `UIColor.systemPurple`.
    public static let systemPurple = AdaptiveColorValues.opaque(
        0xAF52DE, dark: 0xBF5AF2, lightHighContrast: 0x8944AB, darkHighContrast: 0xDA8FFF).color
    /// System pink, like `UIColor.systemPink`.
    public static let systemPink = AdaptiveColorValues.opaque(
        0xFF2D55, dark: 0xFF375F, lightHighContrast: 0xD30F45, darkHighContrast: 0xFF6482).color
    /// System brown, like `UIColor.systemBrown`.
    public static let systemBrown = AdaptiveColorValues.opaque(
        0xA2845E, dark: 0xAC8E68, lightHighContrast: 0x7F6545, darkHighContrast: 0xB59469).color
    /// The tint of controls and links when nothing sets another, like `UIColor.tintColor`
    /// (system blue).
    public static let tintColor = systemBlue

    // MARK: Grays
    /// The base system gray, like `UIColor.systemGray`.
    public static let systemGray = AdaptiveColorValues.opaque(
        0x8E8E93, dark: 0x8E8E93, lightHighContrast: 0x6C6C70, darkHighContrast: 0xAEAEB2).color
    /// The second-level gray, like `UIColor.systemGray2`.
    public static let systemGray2 = AdaptiveColorValues.opaque(
        0xAEAEB2, dark: 0x636366, lightHighContrast: 0x8E8E93, darkHighContrast: 0x7C7C80).color
    /// The third-level gray, like `UIColor.systemGray3`.
    public static let systemGray3 = AdaptiveColorValues.opaque(
        0xC7C7CC, dark: 0x48484A, lightHighContrast: 0xAEAEB2, darkHighContrast: 0x545456).color
    /// The fourth-level gray, like `UIColor.systemGray4`.
    public static let systemGray4 = AdaptiveColorValues.opaque(
        0xD1D1D6, dark: 0x3A3A3C, lightHighContrast: 0xBCBCC0, darkHighContrast: 0x444446).color
    /// The fifth-level gray, like `UIColor.systemGray5`.
    public static let systemGray5 = AdaptiveColorValues.opaque(
        0xE5E5EA, dark: 0x2C2C2E, lightHighContrast: 0xD8D8DC, darkHighContrast: 0x363638).color
    /// The sixth-level (lightest in light mode) gray, like `UIColor.systemGray6`.
    public static let systemGray6 = AdaptiveColorValues.opaque(
        0xF2F2F7, dark: 0x1C1C1E, lightHighContrast: 0xEBEBF0, darkHighContrast: 0x242426).color

    // MARK: Element colors
    /// Text of primary content, like `UIColor.label`.
    public static let label = AdaptiveColorValues.opaque(
        0x000000, dark: 0xFFFFFF, lightHighContrast: 0x000000, darkHighContrast: 0xFFFFFF).color
    /// Text of secondary content, like `UIColor.secondaryLabel`.
    public static let secondaryLabel = AdaptiveColorValues.translucent(
        light: 0x3C3C43, dark: 0xEBEBF5, alphas: (0.6, 0.6, 0.68, 0.68)).color
    /// Text of tertiary content, like `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = AdaptiveColorValues.translucent(
        light: 0x3C3C43, dark: 0xEBEBF5, alphas: (0.3, 0.3, 0.38, 0.38)).color
    /// Text of quaternary content, like `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = AdaptiveColorValues.translucent(
        light: 0x3C3C43, dark: 0xEBEBF5, alphas: (0.18, 0.16, 0.26, 0.24)).color
    /// Placeholder text in controls and text views, like `UIColor.placeholderText`.
    public static let placeholderText = AdaptiveColorValues.translucent(
        light: 0x3C3C43, dark: 0xEBEBF5, alphas: (0.3, 0.3, 0.38, 0.38)).color
    /// Links, like `UIColor.link`.
    public static let link = AdaptiveColorValues.opaque(
        0x007AFF, dark: 0x0984FF, lightHighContrast: 0x007AFF, darkHighContrast: 0x0984FF).color
    /// Thin borders or divider lines that let some underlying content show, like `UIColor.separator`.
    public static let separator = AdaptiveColorValues.translucent(
        light: 0x3C3C43, dark: 0x545458, alphas: (0.29, 0.6, 0.37, 0.68)).color
    /// Borders or divider lines that hide the content below, like `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = AdaptiveColorValues.opaque(
        0xC6C6C8, dark: 0x38383A, lightHighContrast: 0xC6C6C8, darkHighContrast: 0x38383A).color
    /// An overlay fill for thin and small shapes, like `UIColor.systemFill`.
    public static let systemFill = AdaptiveColorValues.translucent(
        light: 0x787880, dark: 0x787880, alphas: (0.2, 0.36, 0.28, 0.44)).color
    /// An overlay fill for medium-size shapes, like `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = AdaptiveColorValues.translucent(
        light: 0x787880, dark: 0x787880, alphas: (0.16, 0.32, 0.24, 0.4)).color
    /// An overlay fill for large shapes, like `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = AdaptiveColorValues.translucent(
        light: 0x767680, dark: 0x767680, alphas: (0.12, 0.24, 0.2, 0.32)).color
    /// An overlay fill for large areas with complex content, like `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = AdaptiveColorValues.translucent(
        light: 0x747480, dark: 0x767680, alphas: (0.08, 0.18, 0.16, 0.26)).color

    // MARK: Backgrounds
    /// The background of the main interface, like `UIColor.systemBackground`.
    public static let systemBackground = AdaptiveColorValues.background(
        0xFFFFFF, dark: 0x000000, lightHighContrast: 0xFFFFFF, darkHighContrast: 0x000000,
        elevatedDark: 0x1C1C1E, elevatedDarkHighContrast: 0x242426).color
    /// Content layered on top of the main background, like `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = AdaptiveColorValues.background(
        0xF2F2F7, dark: 0x1C1C1E, lightHighContrast: 0xEBEBF0, darkHighContrast: 0x242426,
        elevatedDark: 0x2C2C2E, elevatedDarkHighContrast: 0x363638).color
    /// Content layered on top of secondary backgrounds, like `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = AdaptiveColorValues.background(
        0xFFFFFF, dark: 0x2C2C2E, lightHighContrast: 0xFFFFFF, darkHighContrast: 0x363638,
        elevatedDark: 0x3A3A3C, elevatedDarkHighContrast: 0x444446).color
    /// The background of a grouped interface, like `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = AdaptiveColorValues.background(
        0xF2F2F7, dark: 0x000000, lightHighContrast: 0xEBEBF0, darkHighContrast: 0x000000,
        elevatedDark: 0x1C1C1E, elevatedDarkHighContrast: 0x242426).color
    /// Content layered on top of a grouped background, like `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = AdaptiveColorValues.background(
        0xFFFFFF, dark: 0x1C1C1E, lightHighContrast: 0xFFFFFF, darkHighContrast: 0x242426,
        elevatedDark: 0x2C2C2E, elevatedDarkHighContrast: 0x363638).color
    /// Content layered on top of secondary grouped backgrounds, like `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = AdaptiveColorValues.background(
        0xF2F2F7, dark: 0x2C2C2E, lightHighContrast: 0xEBEBF0, darkHighContrast: 0x363638,
        elevatedDark: 0x3A3A3C, elevatedDarkHighContrast: 0x444446).color
}
