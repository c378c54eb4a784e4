import Foundation

/// The appearance of an interface, like `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No style: dynamic colors resolve as in `.light`.
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// A coarse width or height class of the space an interface has, like
/// `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device an interface is made for, like `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Whether the person asked for more contrast (Settings › Accessibility › Increase
/// Contrast), like `UIAccessibilityContrast`.
public enum AccessibilityContrast: Int, Hashable, Sendable, CaseIterable {
    /// No setting: dynamic colors resolve as in `.normal`.
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Whether the person asked for bold text, like `UILegibilityWeight`.
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// How far forward an interface sits, like `UIUserInterfaceLevel`: presented sheets and
/// popovers are `.elevated`, and the system backgrounds are lighter there in dark mode.
public enum UserInterfaceLevel: Int, Hashable, Sendable, CaseIterable {
    /// No level: dynamic colors resolve as in `.base`.
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// The direction of the layout of an interface, like `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
