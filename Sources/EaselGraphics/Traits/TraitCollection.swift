import Foundation

/// The traits of an interface environment, like `UITraitCollection`: its appearance,
/// text size, size classes, scale, layout direction, device, contrast, text weight and
/// level. A trait holds its `unspecified` value (a scale of 0) until set; combining
/// collections takes each trait from the last that specifies it.
///
/// Windows, controllers and views each have one (`traitCollection`): a window's comes
/// from its device, a controller's and a view's from the environment above them and
/// their overrides.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark, like `UITraitCollection.userInterfaceStyle`.
    public internal(set) var userInterfaceStyle = UserInterfaceStyle.unspecified
    /// The text size, like `UITraitCollection.preferredContentSizeCategory`.
    public internal(set) var preferredContentSizeCategory = ContentSizeCategory.unspecified
    /// Like `UITraitCollection.horizontalSizeClass`.
    public internal(set) var horizontalSizeClass = UserInterfaceSizeClass.unspecified
    /// Like `UITraitCollection.verticalSizeClass`.
    public internal(set) var verticalSizeClass = UserInterfaceSizeClass.unspecified
    /// Pixels per point, like `UITraitCollection.displayScale`; 0 when unspecified.
    public internal(set) var displayScale: CGFloat = 0
    /// Like `UITraitCollection.layoutDirection`.
    public internal(set) var layoutDirection = TraitEnvironmentLayoutDirection.unspecified
    /// Like `UITraitCollection.userInterfaceIdiom`.
    public internal(set) var userInterfaceIdiom = UserInterfaceIdiom.unspecified
    /// Like `UITraitCollection.accessibilityContrast`.
    public internal(set) var accessibilityContrast = AccessibilityContrast.unspecified
    /// Like `UITraitCollection.legibilityWeight`.
    public internal(set) var legibilityWeight = LegibilityWeight.unspecified
    /// Like `UITraitCollection.userInterfaceLevel`.
    public internal(set) var userInterfaceLevel = UserInterfaceLevel.unspecified
    /// The pseudolanguage text is shown in, like Xcode's scheme option. Setting it to
    /// `.rightToLeft` (here or in `TraitOverrides`) sets `layoutDirection` to
    /// `.rightToLeft` too, as Xcode's right-to-left pseudolanguage lays out right to left.
    public internal(set) var pseudoLanguage = PseudoLanguage.unspecified

    /// The traits a collection has, as `changedTraits(from:)` and
    /// `registerForTraitChanges(_:handler:)` name them (UIKit's trait types).
    public enum Trait: String, Hashable, Sendable, CaseIterable {
        case userInterfaceStyle, preferredContentSizeCategory, horizontalSizeClass, verticalSizeClass,
             displayScale, layoutDirection, userInterfaceIdiom, accessibilityContrast, legibilityWeight,
             userInterfaceLevel, pseudoLanguage
    }

    /// A collection with every trait unspecified, like `UITraitCollection()`.
    public init() {}

    /// A collection that specifies the given traits only, like UIKit's one-trait
    /// initializers (`UITraitCollection(userInterfaceStyle: .dark)`) taken together.
    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
                accessibilityContrast: AccessibilityContrast = .unspecified,
                legibilityWeight: LegibilityWeight = .unspecified,
                userInterfaceLevel: UserInterfaceLevel = .unspecified,
                pseudoLanguage: PseudoLanguage = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
        self.userInterfaceLevel = userInterfaceLevel
        self.pseudoLanguage = pseudoLanguage
        if pseudoLanguage == .rightToLeft { self.layoutDirection = .rightToLeft }
    }

    /// A collection with the traits `mutations` sets, like
    /// `UITraitCollection(mutations:)` (iOS 17).
    public init(mutations: (inout TraitOverrides) -> Void) {
        self = TraitCollection().modifyingTraits(mutations)
    }

    /// The collections combined, like `UITraitCollection(traitsFrom:)`: each trait
    /// comes from the last collection that specifies it.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections { overlay(collection) }
    }

    /// Takes every trait `other` specifies (field by field: views combine traits often).
    private mutating func overlay(_ other: TraitCollection) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.pseudoLanguage != .unspecified { pseudoLanguage = other.pseudoLanguage }
    }

    /// Whether every trait `other` specifies has the same value here, like
    /// `UITraitCollection.containsTraits(in:)`; `nil` contains nothing and is contained.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return Trait.allCases.allSatisfy { !other.specifies($0) || value(of: $0) == other.value(of: $0) }
    }

    /// Whether a dynamic color can resolve differently in `other`, like
    /// `UITraitCollection.hasDifferentColorAppearance(comparedTo:)`: the appearance,
    /// the contrast or the level differs.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        let other = other ?? TraitCollection()
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
    }

    /// The traits whose values differ from `other`'s, like
    /// `UITraitCollection.changedTraits(from:)`; all the specified ones when `other` is `nil`.
    public func changedTraits(from other: TraitCollection?) -> Set<Trait> {
        let other = other ?? TraitCollection()
        return Set(Trait.allCases.filter { value(of: $0) != other.value(of: $0) })
    }

    /// A copy with the traits `body` sets, like `UITraitCollection.modifyingTraits(_:)`.
    public func modifyingTraits(_ body: (inout TraitOverrides) -> Void) -> TraitCollection {
        var overrides = TraitOverrides()
        body(&overrides)
        return TraitCollection(traitsFrom: [self, overrides.collection])
    }

    /// Whether `trait` holds something other than its unspecified value.
    public func specifies(_ trait: Trait) -> Bool { value(of: trait) != TraitCollection().value(of: trait) }

    /// The value of `trait` in a comparable form.
    private func value(of trait: Trait) -> AnyHashable {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle
        case .preferredContentSizeCategory: preferredContentSizeCategory
        case .horizontalSizeClass: horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass
        case .displayScale: displayScale
        case .layoutDirection: layoutDirection
        case .userInterfaceIdiom: userInterfaceIdiom
        case .accessibilityContrast: accessibilityContrast
        case .legibilityWeight: legibilityWeight
        case .userInterfaceLevel: userInterfaceLevel
        case .pseudoLanguage: pseudoLanguage
        }
    }

    /// Sets `trait` to its value in `other` (unspecified included).
    mutating func copy(_ trait: Trait, from other: TraitCollection) {
        switch trait {
        case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
        case .preferredContentSizeCategory: preferredContentSizeCategory = other.preferredContentSizeCategory
        case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
        case .displayScale: displayScale = other.displayScale
        case .layoutDirection: layoutDirection = other.layoutDirection
        case .userInterfaceIdiom: userInterfaceIdiom = other.userInterfaceIdiom
        case .accessibilityContrast: accessibilityContrast = other.accessibilityContrast
        case .legibilityWeight: legibilityWeight = other.legibilityWeight
        case .userInterfaceLevel: userInterfaceLevel = other.userInterfaceLevel
        case .pseudoLanguage: pseudoLanguage = other.pseudoLanguage
        }
    }
}
