import Easel
import EaselGraphics
import Foundation
import Testing

/// `TraitCollection` combines, compares and reports changes as `UITraitCollection` does.
@Suite struct TraitCollectionTests {
    @Test func combiningTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let base = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 3)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let larger = TraitCollection(preferredContentSizeCategory: .accessibilityLarge, userInterfaceLevel: .elevated)
        let combined = TraitCollection(traitsFrom: [base, dark, larger])
        #expect(combined == TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge,
                                            displayScale: 3, userInterfaceLevel: .elevated))
        #expect(TraitCollection(traitsFrom: []) == TraitCollection())
        #expect(TraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 3 }
                == TraitCollection(userInterfaceStyle: .dark, displayScale: 3))
    }

    @Test func containsTraitsComparesOnlyTheTraitsTheOtherSpecifies() {
        let traits = TraitCollection(userInterfaceStyle: .dark, horizontalSizeClass: .compact, displayScale: 2)
        #expect(traits.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
        #expect(traits.containsTraits(in: TraitCollection(horizontalSizeClass: .compact, displayScale: 2)))
        #expect(!traits.containsTraits(in: TraitCollection(userInterfaceStyle: .light)))
        #expect(!traits.containsTraits(in: TraitCollection(verticalSizeClass: .regular)))
        #expect(traits.containsTraits(in: TraitCollection()))
        #expect(traits.containsTraits(in: nil))
    }

    @Test func colorAppearanceIsTheStyleTheContrastAndTheLevel() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits {
            $0.preferredContentSizeCategory = .extraLarge
            $0.horizontalSizeClass = .regular
            $0.displayScale = 3
        }))
    }

    @Test func changedTraitsNamesEveryTraitWhoseValueDiffers() {
        let before = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 3)
        let after = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .large,
                                    horizontalSizeClass: .regular, displayScale: 3)
        #expect(after.changedTraits(from: before) == [.userInterfaceStyle, .horizontalSizeClass])
        #expect(after.changedTraits(from: after).isEmpty)
        #expect(before.changedTraits(from: nil) == [.userInterfaceStyle, .preferredContentSizeCategory, .displayScale])
    }

    @Test func overridesSetAndRemoveTraits() {
        var overrides = TraitOverrides()
        overrides.userInterfaceStyle = .dark
        overrides.preferredContentSizeCategory = .small
        #expect(overrides.contains(.userInterfaceStyle) && !overrides.contains(.displayScale))
        overrides.remove(.userInterfaceStyle)
        #expect(!overrides.contains(.userInterfaceStyle))
        let base = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large)
        #expect(overrides.applied(to: base) == TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .small))
    }

    @Test func theTwelveContentSizeCategoriesAreOrderedAndTheLastFiveAreForAccessibility() {
        let all = ContentSizeCategory.allCategories
        #expect(all.count == 12)
        #expect(all == all.sorted())
        #expect(all.map(\.isAccessibilityCategory) == Array(repeating: false, count: 7) + Array(repeating: true, count: 5))
        #expect(ContentSizeCategory.unspecified < .extraSmall)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(all.map(\.name) == ContentSizeCategory.names)
        #expect(ContentSizeCategory(name: "extraLarge") == .extraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }

    @Test func theEnumerationsHaveUIKitsRawValues() {
        #expect(UserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UserInterfaceSizeClass.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(AccessibilityContrast.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(LegibilityWeight.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UserInterfaceLevel.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(TraitEnvironmentLayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
    }
}
