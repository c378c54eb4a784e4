import Foundation

// The conditions an asset catalog puts on a variant, matched as UIKit matches them for
// an iPhone in the light or the dark appearance.

/// The device a variant is for (`"idiom"`).
enum AssetIdiom {
    /// How well a variant for `idiom` suits an iPhone: 0 for `iphone`, 1 for
    /// `universal` (or none), `nil` for another device's.
    static func iPhoneRank(of idiom: String?) -> Int? {
        switch idiom ?? "universal" {
        case "iphone": 0
        case "universal": 1
        default: nil
        }
    }
}

/// An asset's appearance condition, such as `{"appearance": "luminosity", "value": "dark"}`.
struct Appearance: Decodable {
    let appearance: String
    let value: String

    /// How well a variant with `appearances` suits the light (or, with `dark`, the dark)
    /// appearance: 0 for one made for it, 1 for one without conditions, `nil` for one
    /// made for another (the other luminosity, high contrast).
    static func rank(of appearances: [Appearance]?, dark: Bool = false) -> Int? {
        guard let appearances, !appearances.isEmpty else { return 1 }
        let luminosity = dark ? "dark" : "light"
        return appearances.allSatisfy { $0.appearance == "luminosity" && $0.value == luminosity } ? 0 : nil
    }
}

/// How UIKit prefers one scale variant to another for a screen's scale.
enum ScaleChoice {
    /// Lower is better: the exact scale, then larger ones nearest first (scaled down
    /// looks sharp), then smaller ones nearest first.
    static func rank(_ variant: CGFloat, for scale: CGFloat) -> CGFloat {
        if variant == scale { return 0 }
        return variant > scale ? variant - scale : 1000 + scale - variant
    }
}
