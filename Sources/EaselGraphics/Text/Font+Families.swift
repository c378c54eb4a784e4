import Foundation

/// The installed fonts, listed as UIKit lists the system's.
extension Font {
    /// The families of the installed fonts, like `UIFont.familyNames`: the families
    /// Easel draws with ("DejaVu Sans", "Inter", "Inter Display", "JetBrains Mono" …),
    /// in alphabetical order. Each draws with its own face in `Font(name:size:)`.
    public static var familyNames: [String] {
        FontFace.Family.allCases.map(\.familyName).sorted()
    }

    /// The PostScript names of a family's faces, like `UIFont.fontNames(forFamilyName:)`:
    /// every weight, upright then italic ("Inter-Thin", "Inter-ThinItalic" …, lightest
    /// first; DejaVu's slanted faces are its "Oblique" ones, and Droid Sans Fallback has
    /// none), each a name `Font(name:size:)` draws with that face. An unknown family has
    /// none, as in UIKit. The family name is matched exactly, as UIKit matches it.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        guard let family = FontFace.Family.allCases.first(where: { $0.familyName == familyName }) else { return [] }
        let slants = family == .droidSansFallback ? [false] : [false, true]
        return family.weights.flatMap { weight in slants.map { family.postScriptName(weight: weight, isItalic: $0) } }
    }
}
