import Foundation

extension FontFace {
    /// The face that draws a font name, and whether that is a stand-in.
    struct NameResolution: Equatable {
        var face: FontFace
        /// Whether the name is neither a DejaVu font nor one of UIKit's system fonts,
        /// so that the face only approximates what iOS would draw.
        var isSubstitute: Bool
    }

    /// Resolves a family, full or PostScript name, ignoring case, spaces, hyphens,
    /// underscores and dots ("DejaVu Sans Bold", "DejaVuSans-Bold", "Georgia-Italic",
    /// "TimesNewRomanPS-BoldMT").
    ///
    /// The family is the longest known name the font name starts with; names of serif
    /// and monospaced families draw with DejaVu Serif and DejaVu Sans Mono, every other
    /// name with DejaVu Sans. Bold and italic come from style words anywhere in the name.
    static func resolve(name: String) -> NameResolution {
        let key = String(name.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) })
        let known = knownFamilies
            .filter { key.hasPrefix($0.key) }
            .max { $0.key.count < $1.key.count }?.value
        let face = FontFace(family: known?.family ?? .sans,
                            isBold: boldWords.contains { key.contains($0) },
                            isItalic: italicWords.contains { key.contains($0) })
        return NameResolution(face: face, isSubstitute: known?.isInstalled != true)
    }

    private static let boldWords = ["bold", "heavy", "black"]
    private static let italicWords = ["italic", "oblique"]

    /// Normalized family names. DejaVu's own names and UIKit's system fonts are
    /// installed (the system fonts draw as `Font.systemFont` does); the others are
    /// well-known iOS and desktop families whose class (serif, monospaced) picks the
    /// stand-in.
    private static let knownFamilies: [String: (family: Family, isInstalled: Bool)] = {
        let installed: [String: Family] = [
            "dejavusans": .sans, "dejavusansmono": .sansMono, "dejavuserif": .serif,
            "sfpro": .sans, "sfui": .sans, "applesystemuifont": .sans, "systemui": .sans, "sansserif": .sans,
            "sfmono": .sansMono, "monospace": .sansMono, "newyork": .serif, "serif": .serif,
        ]
        let substituted: [String: Family] = [
            "times": .serif, "timesnewroman": .serif, "georgia": .serif, "baskerville": .serif,
            "palatino": .serif, "didot": .serif, "hoeflertext": .serif, "charter": .serif, "cochin": .serif,
            "bodoni72": .serif, "iowanoldstyle": .serif, "garamond": .serif, "bookantiqua": .serif,
            "cambria": .serif, "menlo": .sansMono, "courier": .sansMono, "couriernew": .sansMono,
            "monaco": .sansMono, "consolas": .sansMono, "andalemono": .sansMono, "lucidaconsole": .sansMono,
        ]
        return installed.mapValues { ($0, true) }.merging(substituted.mapValues { ($0, false) }) { first, _ in first }
    }()
}
