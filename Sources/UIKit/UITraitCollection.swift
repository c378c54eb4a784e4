import Easel

// UIKit's trait system under its own names: the same values as Easel's traits.

/// The traits of an environment, like `UITraitCollection` (a value here).
public typealias UITraitCollection = TraitCollection
/// Light or dark, like `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// The text size a person chose, like `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// Compact or regular, like `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// Phone or pad, like `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// Normal or increased contrast, like `UIAccessibilityContrast`.
public typealias UIAccessibilityContrast = AccessibilityContrast
/// Regular or bold text, like `UILegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// Base or elevated, like `UIUserInterfaceLevel`.
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// Left to right or right to left, like `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// The direction a view arranges its content in, like `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// What a view's content means for mirroring, like `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// An object with traits, like `UITraitEnvironment`.
public typealias UITraitEnvironment = TraitEnvironment
/// The traits an environment overrides, like `UITraitOverrides`.
public typealias UITraitOverrides = TraitOverrides
/// A registration for trait changes, like `UITraitChangeRegistration`.
public typealias UITraitChangeRegistration = TraitChangeRegistration
