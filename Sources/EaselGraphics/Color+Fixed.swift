import Foundation

/// UIKit's fixed (non-adaptive) named colors, with the component values `UIColor`
/// documents for them.
extension Color {
    /// Pure red, like `UIColor.red` (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green, like `UIColor.green` (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue, like `UIColor.blue` (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan, like `UIColor.cyan` (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow, like `UIColor.yellow` (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta, like `UIColor.magenta` (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange, like `UIColor.orange` (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple, like `UIColor.purple` (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown, like `UIColor.brown` (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Mid gray, like `UIColor.gray` (white 0.5).
    public static let gray = Color(white: 0.5)
    /// Light gray, like `UIColor.lightGray` (white 2/3).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Dark gray, like `UIColor.darkGray` (white 1/3).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Text on light backgrounds, like `UIColor.darkText` (black).
    public static let darkText = Color(white: 0)
    /// Text on dark backgrounds, like `UIColor.lightText` (white, alpha 0.6).
    public static let lightText = Color(white: 1, alpha: 0.6)
}
