import EaselGraphics
import Foundation

/// The traits of a window's screen, where every trait environment in the window starts.
extension Window {
    /// What the screen gives the window: the light appearance, the default text size
    /// (`large`), left-to-right layout, normal contrast and weight, the base level and
    /// the window's scale; with a device, its idiom and the size classes of its
    /// orientation (a window without one has no size classes or idiom to report).
    var screenTraits: TraitCollection {
        let screen = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large,
                                     displayScale: scale, layoutDirection: .leftToRight,
                                     accessibilityContrast: .normal, legibilityWeight: .regular,
                                     userInterfaceLevel: .base)
        guard let device else { return screen }
        let orientation: InterfaceOrientation = bounds.width > bounds.height ? .landscapeLeft : .portrait
        return TraitCollection(traitsFrom: [screen, device.traitCollection(in: orientation)])
    }
}
