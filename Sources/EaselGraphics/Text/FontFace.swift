@_implementationOnly import CCairo
import Foundation

/// One of the faces Easel draws text with: a DejaVu family from Debian's
/// `fonts-dejavu-core`, regular or bold, upright or oblique.
///
/// `fonts-dejavu-core` ships no italic files, so an italic face is the upright file
/// slanted by the private font configuration (see `FontLibrary`): the same shear on
/// every machine, never a file that happens to be installed there.
struct FontFace: Hashable, Sendable {
    enum Family: CaseIterable, Sendable {
        case sans, sansMono, serif

        /// The fontconfig family name, which is also `UIFont.familyName`'s answer.
        var familyName: String {
            switch self {
            case .sans: "DejaVu Sans"
            case .sansMono: "DejaVu Sans Mono"
            case .serif: "DejaVu Serif"
            }
        }

        /// The PostScript name of the regular face, which the other faces extend.
        var postScriptBase: String { familyName.replacingOccurrences(of: " ", with: "") }

        /// The slanted style's name in DejaVu's own naming: the sans families are
        /// oblique, the serif family italic.
        var slantedStyle: String { self == .serif ? "Italic" : "Oblique" }

        /// The file holding the regular or bold face, in `FontLibrary.fontDirectory`.
        func fileName(bold: Bool) -> String { postScriptBase + (bold ? "-Bold" : "") + ".ttf" }
    }

    var family: Family
    var isBold = false
    var isItalic = false

    /// The PostScript name, as `UIFont.fontName` reports it.
    var postScriptName: String {
        let style = (isBold ? "Bold" : "") + (isItalic ? family.slantedStyle : "")
        return family.postScriptBase + (style.isEmpty ? "" : "-" + style)
    }

    /// A new Pango description of this face at `pointSize` (user-space units at the
    /// 72 dpi the font map uses); the caller frees it.
    func makePangoDescription(pointSize: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family.familyName)
        pango_font_description_set_weight(description, isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }
}
