import Foundation

extension FontFace {
    /// The face that draws a font name, and whether that is a stand-in.
    struct NameResolution: Equatable {
        var face: FontFace
        /// Whether the name is neither an installed family nor one of UIKit's system
        /// fonts, so that the face only approximates what iOS would draw.
        var isSubstitute: Bool
    }

    /// Resolves a family, full or PostScript name, ignoring case, spaces, hyphens,
    /// underscores and dots ("Inter SemiBold", "JetBrainsMono-BoldItalic",
    /// "Georgia-Italic", "TimesNewRomanPS-BoldMT").
    ///
    /// The family is the longest known name the font name starts with; names of serif
    /// and monospaced families draw with the serif and monospaced system designs, every
    /// other unknown name with the default design. The weight and italic come from style
    /// words after the family's name.
    static func resolve(name: String) -> NameResolution {
        let key = String(name.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) })
        let known = knownFamilies
            .filter { key.hasPrefix($0.key) }
            .max { $0.key.count < $1.key.count }
        let style = known.map { String(key.dropFirst($0.key.count)) } ?? key
        let typeface = known?.value.typeface ?? .system(.default)
        let word = weightWords.first { style.contains($0.word) }
        var weight = word?.weight ?? 400
        if case .system = typeface, let word { weight = systemWeights[word.word] ?? weight }
        let face = FontFace(typeface: typeface, weight: weight,
                            isItalic: italicWords.contains { style.contains($0) })
        return NameResolution(face: face, isSubstitute: known?.value.isInstalled != true)
    }

    /// Style words and the CSS weights they name in OpenType's naming, longest first so
    /// that "semibold" is not read as "bold".
    private static let weightWords: [(word: String, weight: Int)] = [
        ("ultralight", 200), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("medium", 500), ("light", 300), ("heavy", 800), ("black", 900), ("thin", 100),
        ("bold", 700),
    ]
    /// Where SF's names differ, for the system designs: its Ultralight is UIKit's
    /// `.ultraLight` (100) and its Thin `.thin` (200).
    private static let systemWeights = ["ultralight": 100, "thin": 200]
    private static let italicWords = ["italic", "oblique"]

    /// Normalized family names. The installed families and UIKit's system fonts are
    /// installed (the system fonts draw as `Font.systemFont` does); the others are
    /// well-known iOS and desktop families whose class (serif, monospaced) picks the
    /// system design that stands in.
    private static let knownFamilies: [String: (typeface: Typeface, isInstalled: Bool)] = {
        var installed: [String: Typeface] = [
            "sfpro": .system(.default), "sfui": .system(.default), "applesystemuifont": .system(.default),
            "systemui": .system(.default), "sansserif": .system(.default), "sfmono": .system(.monospaced),
            "monospace": .system(.monospaced), "newyork": .system(.serif), "serif": .system(.serif),
        ]
        for family in Family.allCases {
            installed[family.familyName.lowercased().replacingOccurrences(of: " ", with: "")] = .named(family)
        }
        let substituted: [String: Font.Design] = [
            "times": .serif, "timesnewroman": .serif, "georgia": .serif, "baskerville": .serif,
            "palatino": .serif, "didot": .serif, "hoeflertext": .serif, "charter": .serif, "cochin": .serif,
            "bodoni72": .serif, "iowanoldstyle": .serif, "garamond": .serif, "bookantiqua": .serif,
            "cambria": .serif, "menlo": .monospaced, "courier": .monospaced, "couriernew": .monospaced,
            "monaco": .monospaced, "consolas": .monospaced, "andalemono": .monospaced, "lucidaconsole": .monospaced,
        ]
        return installed.mapValues { ($0, true) }
            .merging(substituted.mapValues { (.system($0), false) }) { first, _ in first }
    }()
}
