@_implementationOnly import CCairo

/// How drawing combines with what is already in the context, like `CGBlendMode`.
///
/// The separable and non-separable modes are the PDF blend modes, which CoreGraphics
/// and cairo both implement; the Porter-Duff modes use CoreGraphics' names for the
/// matching cairo operators. Whatever the mode, a drawing operation changes only the
/// pixels its shape covers (partially covered pixels in proportion), as CoreGraphics
/// does. `plusDarker` has no cairo operator and is not offered.
public enum BlendMode: Sendable, CaseIterable {
    /// The source over the destination, `R = S + D·(1 − Sa)` (the default).
    case normal
    /// Multiplies the colors: the result is never lighter than either.
    case multiply
    /// Multiplies the complements: the result is never darker than either.
    case screen
    /// Multiplies or screens depending on the destination color.
    case overlay
    /// The darker of the two colors, per component.
    case darken
    /// The lighter of the two colors, per component.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// Darkens or lightens depending on the source, like a diffuse spotlight.
    case softLight
    /// Multiplies or screens depending on the source color.
    case hardLight
    /// The absolute difference of the colors.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The source hue with the destination saturation and luminosity.
    case hue
    /// The source saturation with the destination hue and luminosity.
    case saturation
    /// The source hue and saturation with the destination luminosity.
    case color
    /// The source luminosity with the destination hue and saturation.
    case luminosity
    /// `R = 0`.
    case clear
    /// `R = S`.
    case copy
    /// `R = S·Da`.
    case sourceIn
    /// `R = S·(1 − Da)`.
    case sourceOut
    /// `R = S·Da + D·(1 − Sa)`.
    case sourceAtop
    /// `R = S·(1 − Da) + D`.
    case destinationOver
    /// `R = D·Sa`.
    case destinationIn
    /// `R = D·(1 − Sa)`.
    case destinationOut
    /// `R = S·(1 − Da) + D·Sa`.
    case destinationAtop
    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    case xor
    /// `R = min(1, S + D)`.
    case plusLighter

    /// The cairo operator computing this mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Whether cairo applies the operator outside the shape too (within the clip),
    /// where CoreGraphics leaves those pixels alone. These modes change pixels where
    /// the source is transparent, so cairo's shape-as-mask model erases beyond the shape.
    var isUnboundedInCairo: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
