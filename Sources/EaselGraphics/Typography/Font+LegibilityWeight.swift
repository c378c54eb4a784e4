import Foundation

/// Bold Text (Settings › Accessibility › Display & Text Size), as UIKit applies it: a
/// `legibilityWeight` of `.bold` draws the system fonts (every design) one weight
/// heavier; named fonts are left alone.
///
/// UIKit's mapping, by `UIFont.Weight`: regular becomes semibold and medium and
/// semibold become bold, as iOS draws body text and headlines with Bold Text on; the
/// other weights take the next weight up (ultraLight → thin → light → regular, bold →
/// heavy → black), and black stays black.
extension Font {
    /// The font as drawn with `legibility`: a system font one weight heavier for
    /// `.bold` (see above), at the weight it was made with otherwise. Applying it again
    /// never adds a second step, and `.regular` undoes it.
    public func withLegibilityWeight(_ legibility: LegibilityWeight) -> Font {
        guard case .system = face.typeface else { return self }
        let base = boldTextBaseWeight ?? face.weight
        var heavier = face
        heavier.weight = legibility == .bold ? Self.boldTextWeight(forCSSWeight: base) : base
        return Font(face: heavier, pointSize: pointSize, scaling: scaling,
                    boldTextBaseWeight: legibility == .bold ? base : nil)
    }

    /// The CSS weight Bold Text draws `weight` (100…900) with.
    static func boldTextWeight(forCSSWeight weight: Int) -> Int {
        switch weight {
        case 400: 600
        case 500: 700
        case 900...: 900
        default: weight + 100
        }
    }
}
