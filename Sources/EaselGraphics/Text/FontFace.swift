@_implementationOnly import CCairo
import Foundation

/// One of the faces Easel draws text with: a system design or a named family, a
/// weight, upright or italic.
///
/// A face names what was asked for; the file that draws it depends on the size for
/// the default system design (Inter's Text cut below 20 points, its Display cut from
/// 20 points, as SF Pro switches between its Text and Display optical sizes) and on
/// the weights the family ships (the nearest one). Families without italic files are
/// slanted by the private font configuration (see `FontLibrary`): the same shear on
/// every machine, never a file that happens to be installed there.
struct FontFace: Hashable, Sendable {
    /// What the face draws: one of UIKit's system designs, or a family by name.
    enum Typeface: Hashable, Sendable {
        case system(Font.Design)
        case named(Family)
    }

    var typeface: Typeface
    /// The CSS weight asked for, 100…900 in steps of 100.
    var weight = 400
    var isItalic = false
    /// Whether digits take the font's tabular forms (`tnum`), as the monospaced-digit
    /// system font draws them.
    var hasMonospacedDigits = false

    /// The point size from which the default system design draws its Display cut, as
    /// SF Pro does.
    static let displayOpticalSize: CGFloat = 20

    /// The family whose files draw this face at `pointSize`.
    func family(at pointSize: CGFloat) -> Family {
        switch typeface {
        case .system(.default): pointSize < Self.displayOpticalSize ? .inter : .interDisplay
        case .system(.monospaced): .jetBrainsMono
        case .system(.serif): .dejaVuSerif
        case .named(let family): family
        }
    }

    /// The PostScript name of the file that draws this face at `pointSize`, as
    /// `UIFont.fontName` reports it (DejaVu's slanted faces are named as if they were files).
    func postScriptName(at pointSize: CGFloat) -> String {
        let family = family(at: pointSize)
        return family.postScriptName(weight: family.nearestWeight(to: weight), isItalic: isItalic)
    }

    /// The extra space after each character at `pointSize`, in points: UIKit's
    /// size-specific tracking of the system designs (see `FontTracking`); none for a
    /// family named by the caller, as for a custom font on iOS.
    func tracking(at pointSize: CGFloat) -> CGFloat {
        guard case .system(let design) = typeface else { return 0 }
        return FontTracking.table(for: design, at: pointSize).map { $0.tracking(at: pointSize) } ?? 0
    }

    /// A new Pango description of this face at `pointSize` (user-space units at the
    /// 72 dpi the font map uses), with the fallback families after it; the caller frees it.
    /// `FontLibrary.pangoDescription(of:pointSize:)` makes each one once and shares it.
    func makePangoDescription(pointSize: CGFloat) -> OpaquePointer {
        let family = family(at: pointSize)
        let families = ([family] + Family.fallbacks.filter { $0 != family }).map(\.familyName)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families.joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(family.nearestWeight(to: weight))))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }
}
