import EaselGraphics
import Foundation

/// A blur of what lies behind a view, like `UIBlurEffect`, in one of UIKit's styles.
///
/// Easel composites layers without reading back what is behind them, so it does not
/// blur: where an effect shows, it is drawn as a flat fill, `flatColor`, iOS's material
/// tint without the blur (a bar's default background is `systemBackground`, as Easel's
/// bars have always drawn it).
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// The materials and legacy looks of UIKit's blur, like `UIBlurEffect.Style`, with
    /// UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The style, as given.
    public let style: Style

    /// An effect of `style`, like `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The flat fill that stands in for the blur: a near-white (97 %) tint in the light
    /// appearance and a near-black (11 %) one in the dark, more opaque the thicker the
    /// material (0.3, 0.6, 0.75, 0.9 from ultra-thin to thick; estimates of iOS's
    /// materials over a plain background, not measured); chrome and the legacy styles
    /// draw as a bar's background (`systemBackground`, or its light or dark value).
    open override var flatColor: Color? {
        let light = Color(white: 0.97, alpha: 1), dark = Color(white: 0.11, alpha: 1)
        func material(_ alpha: CGFloat, _ fixed: Color? = nil) -> Color {
            fixed.map { $0.withAlphaComponent(alpha) } ?? Color { traits in
                (traits.userInterfaceStyle == .dark ? dark : light).withAlphaComponent(alpha)
            }
        }
        switch style {
        case .systemUltraThinMaterial: return material(0.3)
        case .systemThinMaterial: return material(0.6)
        case .systemMaterial: return material(0.75)
        case .systemThickMaterial: return material(0.9)
        case .systemChromeMaterial, .regular, .prominent: return Color.systemBackground
        case .systemUltraThinMaterialLight: return material(0.3, light)
        case .systemThinMaterialLight: return material(0.6, light)
        case .systemMaterialLight: return material(0.75, light)
        case .systemThickMaterialLight: return material(0.9, light)
        case .systemChromeMaterialLight, .extraLight, .light: return .white
        case .systemUltraThinMaterialDark: return material(0.3, dark)
        case .systemThinMaterialDark: return material(0.6, dark)
        case .systemMaterialDark: return material(0.75, dark)
        case .systemThickMaterialDark: return material(0.9, dark)
        case .systemChromeMaterialDark, .dark: return .black
        }
    }
}
