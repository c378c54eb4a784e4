import Foundation

// The conditions an asset catalog puts on a variant, matched as UIKit matches them for
// an iPhone in the light or the dark appearance, in normal or high contrast.

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

/// An asset's appearance condition, such as `{"appearance": "luminosity", "value": "dark"}`
/// or `{"appearance": "contrast", "value": "high"}`.
struct Appearance: Decodable {
    let appearance: String
    let value: String

    /// How well a variant with `appearances` suits an appearance (light or `dark`, with
    /// `highContrast` or not), lower being better: 0 for one made for its luminosity and
    /// contrast, then one made for its luminosity alone, then its contrast alone, then
    /// one without conditions (3); `nil` for one with a condition the appearance does
    /// not meet (the other luminosity, high contrast in normal contrast).
    static func rank(of appearances: [Appearance]?, dark: Bool = false, highContrast: Bool = false) -> Int? {
        var rank = 3
        for condition in appearances ?? [] {
            switch (condition.appearance, condition.value) {
            case ("luminosity", dark ? "dark" : "light"): rank -= 2
            case ("contrast", "high") where highContrast: rank -= 1
            default: return nil
            }
        }
        return rank
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
