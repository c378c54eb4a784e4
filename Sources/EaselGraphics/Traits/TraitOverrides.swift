import Foundation

/// The traits an environment sets for itself and everything below it, like
/// `UITraitOverrides` (a view's or controller's `traitOverrides`, iOS 17): each trait
/// set here replaces the inherited one; `remove(_:)` inherits it again.
public struct TraitOverrides: Hashable, Sendable {
    /// The overridden traits; an unspecified trait is not overridden.
    public internal(set) var collection = TraitCollection()

    /// No overrides.
    public init() {}

    /// Overrides of every trait `traits` specifies.
    public init(_ traits: TraitCollection) { collection = traits }

    public var userInterfaceStyle: UserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set { collection.userInterfaceIdiom = newValue }
    }
    public var accessibilityContrast: AccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    public var legibilityWeight: LegibilityWeight {
        get { collection.legibilityWeight }
        set { collection.legibilityWeight = newValue }
    }
    public var userInterfaceLevel: UserInterfaceLevel {
        get { collection.userInterfaceLevel }
        set { collection.userInterfaceLevel = newValue }
    }
    /// The pseudolanguage; setting `.rightToLeft` also sets `layoutDirection` to
    /// `.rightToLeft`.
    public var pseudoLanguage: PseudoLanguage {
        get { collection.pseudoLanguage }
        set {
            collection.pseudoLanguage = newValue
            if newValue == .rightToLeft { collection.layoutDirection = .rightToLeft }
        }
    }

    /// Whether `trait` is overridden, like `UITraitOverrides.contains(_:)`.
    public func contains(_ trait: TraitCollection.Trait) -> Bool { collection.specifies(trait) }

    /// Stops overriding `trait`, like `UITraitOverrides.remove(_:)`.
    public mutating func remove(_ trait: TraitCollection.Trait) { collection.copy(trait, from: TraitCollection()) }

    /// `base` with these overrides applied.
    public func applied(to base: TraitCollection) -> TraitCollection {
        TraitCollection(traitsFrom: [base, collection])
    }
}
