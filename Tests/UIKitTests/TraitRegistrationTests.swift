import Testing
import UIKit

/// A screen that follows the appearance and the text size the iOS 17 way, with trait
/// types, a handler that rebinds `self`, and a target and selector.
private final class ThemedController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.log.append("style \(previousTraitCollection.userInterfaceStyle.rawValue) to \(self.traitCollection.userInterfaceStyle.rawValue)")
        }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self], target: self,
                                action: Selector(ThemedController.textTraitsChanged(_:previousTraitCollection:)))
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self], action: Selector(UIView.setNeedsLayout))
    }

    func textTraitsChanged(_ controller: ThemedController, previousTraitCollection: UITraitCollection) {
        log.append("text \(controller.traitCollection.preferredContentSizeCategory.rawValue)")
    }
}

/// A badge that redraws when the contrast changes, registering from a view.
private final class ContrastBadgeView: UIView {
    var changes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitAccessibilityContrast.self]) { (badge: ContrastBadgeView, _: UITraitCollection) in
            badge.changes += 1
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// iOS 17's trait registration: trait types (`UITraitUserInterfaceStyle.self` …) name
/// what to observe; a handler or a target's action runs after the change, only for the
/// traits it registered for; `traitOverrides` and `UITraitCollection(mutations:)` take
/// the same types.
@MainActor @Suite struct TraitRegistrationTests {
    @Test func handlersAndActionsRunOnlyForTheTraitTypesTheyRegisteredFor() {
        let controller = ThemedController()
        let window = showOnIPhone16e(controller)
        window.traitOverrides.userInterfaceStyle = .dark
        commit(window)
        #expect(controller.log == ["style 1 to 2"], "light (1) to dark (2), told with the previous traits")
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        commit(window)
        window.traitOverrides.displayScale = 2
        commit(window)
        #expect(controller.log == ["style 1 to 2", "text UICTContentSizeCategoryXL"], "no registration for the scale")
    }

    @Test func aViewRegistersWithATypedHandlerAndAnUnregisteredChangeIsQuiet() {
        let window = makeWindow()
        let badge = ContrastBadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        commit(window)
        badge.traitOverrides.accessibilityContrast = .high
        commit(window)
        badge.traitOverrides.userInterfaceStyle = .dark
        commit(window)
        #expect(badge.changes == 1)
    }

    @Test func traitTypesNameTraitsInOverridesAndCollections() {
        let view = UIView()
        view.traitOverrides.horizontalSizeClass = .compact
        #expect(view.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!view.traitOverrides.contains(UITraitVerticalSizeClass.self))
        view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(!view.traitOverrides.contains(UITraitHorizontalSizeClass.self))

        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let large = UITraitCollection { (traits: inout UIMutableTraits) in
            traits.preferredContentSizeCategory = .accessibilityLarge
            traits.userInterfaceIdiom = .pad
        }
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .unspecified)
        #expect(large.preferredContentSizeCategory == .accessibilityLarge && large.userInterfaceIdiom == .pad)
        #expect(UITraitUserInterfaceStyle.defaultValue == .unspecified && UITraitDisplayScale.defaultValue == 0)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && !UITraitHorizontalSizeClass.affectsColorAppearance)
    }
}
