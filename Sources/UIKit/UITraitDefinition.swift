import Easel
import Foundation

/// A trait a trait collection can hold, like `UITraitDefinition` (iOS 17): the system
/// traits below are its types, and `registerForTraitChanges(_:handler:)` takes them.
/// A trait type of your own compiles, but Easel keeps only the system traits in a
/// collection, so registering for it never calls the handler.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value a collection that does not specify the trait has, like `defaultValue`.
    static var defaultValue: Value { get }
    /// The trait's name, like `UITraitDefinition.name`.
    static var name: String { get }
    /// A unique identifier, like `UITraitDefinition.identifier`.
    static var identifier: String { get }
    /// Whether a change of the trait changes how colors resolve, like `affectsColorAppearance`.
    static var affectsColorAppearance: Bool { get }
    /// The Easel trait this system trait is (`nil` for a trait of your own).
    static var systemTrait: TraitCollection.Trait? { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
    public static var systemTrait: TraitCollection.Trait? { nil }
}

/// A trait type, as the trait-change APIs take it, like `UITrait`.
public typealias UITrait = any UITraitDefinition.Type


/// Light or dark, like `UITraitUserInterfaceStyle`.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    public static var systemTrait: TraitCollection.Trait? { .userInterfaceStyle }
}

/// Compact or regular width, like `UITraitHorizontalSizeClass`.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static var systemTrait: TraitCollection.Trait? { .horizontalSizeClass }
}

/// Compact or regular height, like `UITraitVerticalSizeClass`.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static var systemTrait: TraitCollection.Trait? { .verticalSizeClass }
}

/// The text size a person chose, like `UITraitPreferredContentSizeCategory`.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static var systemTrait: TraitCollection.Trait? { .preferredContentSizeCategory }
}

/// Left to right or right to left, like `UITraitLayoutDirection`.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static var systemTrait: TraitCollection.Trait? { .layoutDirection }
}

/// The screen's scale, like `UITraitDisplayScale`.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static var systemTrait: TraitCollection.Trait? { .displayScale }
}

/// Phone or pad, like `UITraitUserInterfaceIdiom`.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static var systemTrait: TraitCollection.Trait? { .userInterfaceIdiom }
}

/// Regular or bold text, like `UITraitLegibilityWeight`.
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static var affectsColorAppearance: Bool { true }
    public static var systemTrait: TraitCollection.Trait? { .legibilityWeight }
}

/// Normal or increased contrast, like `UITraitAccessibilityContrast`.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
    public static var systemTrait: TraitCollection.Trait? { .accessibilityContrast }
}

/// Base or elevated, like `UITraitUserInterfaceLevel`.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
    public static var systemTrait: TraitCollection.Trait? { .userInterfaceLevel }
}

/// The traits an environment overrides, read and written as values, like
/// `UIMutableTraits` (`UITraitCollection(mutations:)`, `modifyingTraits(_:)`).
public typealias UIMutableTraits = TraitOverrides

extension Array where Element == UITrait {
    /// The Easel traits of these trait types; a trait of your own has none.
    var systemTraits: [TraitCollection.Trait] { compactMap { $0.systemTrait } }
}

extension TraitOverrides {
    /// Whether the overrides set `trait`, like `UITraitOverrides.contains(_:)`.
    public func contains(_ trait: UITrait) -> Bool {
        trait.systemTrait.map { contains($0) } ?? false
    }

    /// Inherits `trait` again, like `UITraitOverrides.remove(_:)`.
    public mutating func remove(_ trait: UITrait) {
        if let systemTrait = trait.systemTrait { remove(systemTrait) }
    }
}
