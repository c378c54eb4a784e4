import EaselGraphics
import Foundation

/// The colours and outline a button configuration draws in one state.
struct ButtonLook: Equatable {
    var foreground: Color
    var background: Color
    var strokeColor: Color?
    var strokeWidth: CGFloat
}

extension Button.Configuration {
    /// The look of the configuration in `state` on a button tinted `tint`.
    ///
    /// Normal: each style's colours (the base colours where set, the background's fill
    /// over everything). Highlighted: a fill moves 15% toward black (white in dark
    /// mode) and a plain button's content fades to half. Disabled: content in
    /// `tertiaryLabel` on a `quaternarySystemFill` fill, as UIKit greys buttons out.
    func look(for state: Control.State, tint: Color) -> ButtonLook {
        var foreground: Color
        var background: Color
        switch style {
        case .plain:
            foreground = baseForegroundColor ?? tint
            background = .clear
        case .tinted:
            foreground = baseForegroundColor ?? tint
            background = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .gray:
            foreground = baseForegroundColor ?? tint
            background = baseBackgroundColor ?? .tertiarySystemFill
        case .filled, .prominentGlass:
            foreground = baseForegroundColor ?? .white
            background = baseBackgroundColor ?? tint
        case .glass:
            foreground = baseForegroundColor ?? .label
            background = baseBackgroundColor ?? .tertiarySystemFill
        }
        if let fill = self.background.backgroundColor { background = fill }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if style != .plain { background = .quaternarySystemFill }
        } else if state.contains(.highlighted) {
            if style == .plain { foreground = foreground.withAlphaComponent(foreground.alpha * 0.5) }
            background = Self.pressed(background)
        }
        let glassOutline = style == .glass
        return ButtonLook(foreground: foreground, background: background,
                          strokeColor: self.background.strokeColor ?? (glassOutline ? .separator : nil),
                          strokeWidth: self.background.strokeWidth > 0 ? self.background.strokeWidth : (glassOutline ? 0.5 : 0))
    }

    /// The corner radius of a background `height` points high.
    func cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic, .capsule: height / 2
        case .small: 4
        case .medium: 8
        case .large: 12
        }
    }

    /// A fill as pressed: 15% of the way to black in light mode, to white in dark.
    private static func pressed(_ color: Color) -> Color {
        Color(dynamicProvider: { traits in
            let c = color.resolvedColor(with: traits)
            let toward: CGFloat = traits.userInterfaceStyle == .dark ? 1 : 0
            func mix(_ value: CGFloat) -> CGFloat { value + (toward - value) * 0.15 }
            return Color(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
        })
    }
}
