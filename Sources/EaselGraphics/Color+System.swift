import Foundation

/// UIKit's system colors, resolved for the light appearance (`UIUserInterfaceStyle.light`)
/// in the sRGB values UIKit returns on iOS 15 through 18.
///
/// Easel renders one appearance, so these are fixed colors rather than dynamic
/// providers. The values are those of Apple's Human Interface Guidelines color tables
/// and of `resolvedColor(with:)` for a light trait collection; the element colors
/// (labels, fills, separators, backgrounds) carry their alpha as UIKit defines it.
extension Color {
    // MARK: Standard colors
    /// System red, like `UIColor.systemRed`.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// System orange, like `UIColor.systemOrange`.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// System yellow, like `UIColor.systemYellow`.
    public static let systemYellow = Color(hex: 0xFFCC00)
    /// System green, like `UIColor.systemGreen`.
    public static let systemGreen = Color(hex: 0x34C759)
    /// System mint, like `UIColor.systemMint`.
    public static let systemMint = Color(hex: 0x00C7BE)
    /// System teal, like `UIColor.systemTeal`.
    public static let systemTeal = Color(hex: 0x30B0C7)
    /// System cyan, like `UIColor.systemCyan`.
    public static let systemCyan = Color(hex: 0x32ADE6)
    /// System blue, like `UIColor.systemBlue`.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// System indigo, like `UIColor.systemIndigo`.
    public static let systemIndigo = Color(hex: 0x5856D6)
    /// System purple, like `UIColor.systemPurple`.
    public static let systemPurple = Color(hex: 0xAF52DE)
    /// System pink, like `UIColor.systemPink`.
    public static let systemPink = Color(hex: 0xFF2D55)
    /// System brown, like `UIColor.systemBrown`.
    public static let systemBrown = Color(hex: 0xA2845E)

    // MARK: Grays
    /// The base system gray, like `UIColor.systemGray`.
    public static let systemGray = Color(hex: 0x8E8E93)
    /// The second-level gray, like `UIColor.systemGray2`.
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    /// The third-level gray, like `UIColor.systemGray3`.
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    /// The fourth-level gray, like `UIColor.systemGray4`.
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    /// The fifth-level gray, like `UIColor.systemGray5`.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// The sixth-level (lightest) gray, like `UIColor.systemGray6`.
    public static let systemGray6 = Color(hex: 0xF2F2F7)

    // MARK: Element colors
    /// Text of primary content, like `UIColor.label`.
    public static let label = Color(hex: 0x000000)
    /// Text of secondary content, like `UIColor.secondaryLabel`.
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// Text of tertiary content, like `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    /// Text of quaternary content, like `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
    /// Placeholder text in controls and text views, like `UIColor.placeholderText`.
    public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
    /// Links, like `UIColor.link`.
    public static let link = Color(hex: 0x007AFF)
    /// Thin borders or divider lines that let some underlying content show, like `UIColor.separator`.
    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
    /// Borders or divider lines that hide the content below, like `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = Color(hex: 0xC6C6C8)
    /// An overlay fill for thin and small shapes, like `UIColor.systemFill`.
    public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
    /// An overlay fill for medium-size shapes, like `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
    /// An overlay fill for large shapes, like `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
    /// An overlay fill for large areas with complex content, like `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)
    /// The background of the main interface, like `UIColor.systemBackground`.
    public static let systemBackground = Color(hex: 0xFFFFFF)
    /// Content layered on top of the main background, like `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    /// Content layered on top of secondary backgrounds, like `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = Color(hex: 0xFFFFFF)
    /// The background of a grouped interface, like `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    /// Content layered on top of a grouped background, like `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = Color(hex: 0xFFFFFF)
    /// Content layered on top of secondary grouped backgrounds, like `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)
}
