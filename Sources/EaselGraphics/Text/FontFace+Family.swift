import Foundation

extension FontFace {
    /// A family of font files Easel's private font configuration holds, each from a
    /// Debian package that `scripts/install-deps` installs.
    ///
    /// Inter (`fonts-inter`, Inter 4) stands in for SF Pro: its Text cut for SF Pro
    /// Text, its Display cut for SF Pro Display, both in the nine weights SF Pro has,
    /// each with a true italic. JetBrains Mono (`fonts-jetbrains-mono`) stands in for SF
    /// Mono, DejaVu Serif (`fonts-dejavu-core`) for New York. DejaVu Sans and Droid Sans
    /// Fallback (`fonts-droid-fallback`) draw the scripts the others lack.
    enum Family: CaseIterable, Hashable, Sendable {
        case inter, interDisplay, jetBrainsMono, dejaVuSans, dejaVuSansMono, dejaVuSerif, droidSansFallback

        /// The fontconfig family name, which is also `UIFont.familyName`'s answer.
        var familyName: String {
            switch self {
            case .inter: "Inter"
            case .interDisplay: "Inter Display"
            case .jetBrainsMono: "JetBrains Mono"
            case .dejaVuSans: "DejaVu Sans"
            case .dejaVuSansMono: "DejaVu Sans Mono"
            case .dejaVuSerif: "DejaVu Serif"
            case .droidSansFallback: "Droid Sans Fallback"
            }
        }

        /// The CSS weights (100…900) of the upright files the family ships.
        var weights: [Int] {
            switch self {
            case .inter, .interDisplay: Array(stride(from: 100, through: 900, by: 100))
            case .jetBrainsMono: Array(stride(from: 100, through: 800, by: 100))
            case .dejaVuSans, .dejaVuSansMono, .dejaVuSerif: [400, 700]
            case .droidSansFallback: [400]
            }
        }

        /// Whether the family ships italic files; the others are slanted by the
        /// private configuration's shear (see `FontLibrary`).
        var hasItalics: Bool { self == .inter || self == .interDisplay || self == .jetBrainsMono }

        /// The family's weight nearest to a CSS weight (ties go to the lighter).
        func nearestWeight(to weight: Int) -> Int {
            weights.min { abs($0 - weight) < abs($1 - weight) }!
        }

        /// The scripts this family is the fallback for, after the requested family:
        /// DejaVu Sans for Arabic, Hebrew, Armenian, Georgian and the rest of its wide
        /// coverage, then Droid Sans Fallback for Chinese, Japanese and Korean.
        static let fallbacks: [Family] = [.dejaVuSans, .droidSansFallback]

        /// The Debian package with the family's files (named when one is missing), and
        /// the folder it installs them in.
        var source: (package: String, directory: String) {
            switch self {
            case .inter, .interDisplay: ("fonts-inter", "/usr/share/fonts/opentype/inter")
            case .jetBrainsMono: ("fonts-jetbrains-mono", "/usr/share/fonts/truetype/jetbrains-mono")
            case .dejaVuSans, .dejaVuSansMono, .dejaVuSerif: ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu")
            case .droidSansFallback: ("fonts-droid-fallback", "/usr/share/fonts-droid-fallback/truetype")
            }
        }

        /// Every file of the family: each weight, upright and (where shipped) italic.
        var files: [String] {
            let directory = source.directory
            // DroidSansFallbackFull.ttf, also in the package, has no Hangul.
            if self == .droidSansFallback { return [directory + "/DroidSansFallback.ttf"] }
            let extensionName = self == .inter || self == .interDisplay ? ".otf" : ".ttf"
            return weights.flatMap { weight in
                (hasItalics ? [false, true] : [false]).map { directory + "/" + postScriptName(weight: weight, isItalic: $0) + extensionName }
            }
        }

        /// The PostScript name of a face, which is also its file's name: "Inter-SemiBoldItalic",
        /// "InterDisplay-Italic", "DejaVuSans-BoldOblique", "DejaVuSerif".
        func postScriptName(weight: Int, isItalic: Bool) -> String {
            let base = familyName.replacingOccurrences(of: " ", with: "")
            let style: String
            if hasItalics {
                let weightName = Self.weightNames[weight] ?? "Regular"
                style = isItalic ? (weight == 400 ? "" : weightName) + "Italic" : weightName
            } else {
                // DejaVu's own naming: no style for the regular face, oblique sans, italic serif.
                let slanted = isItalic ? (self == .dejaVuSerif ? "Italic" : "Oblique") : ""
                style = (weight == 700 ? "Bold" : "") + slanted
            }
            return style.isEmpty ? base : base + "-" + style
        }

        /// The OpenType names of the CSS weights, as Inter and JetBrains Mono name their files.
        static let weightNames: [Int: String] = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
            600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
        ]
    }
}
