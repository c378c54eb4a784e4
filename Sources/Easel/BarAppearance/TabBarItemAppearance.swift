import EaselGraphics
import Foundation

/// How a tab looks in one state, like `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class TabBarItemStateAppearance {
    /// The title's attributes, like `titleTextAttributes` (font and foreground colour are
    /// drawn; empty: 10-point medium in the state's colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changes.send() } }
    /// How far the title moves, like `titlePositionAdjustment`.
    public var titlePositionAdjustment = Offset.zero { didSet { changes.send() } }
    /// The colour of the tab's template image, like `iconColor` (`nil`: the bar's
    /// `tintColor` when selected, `unselectedItemTintColor` or `systemGray` otherwise).
    public var iconColor: Color? { didSet { changes.send() } }
    /// The badge's fill, like `badgeBackgroundColor` (`nil`: the item's `badgeColor`,
    /// else `systemRed`).
    public var badgeBackgroundColor: Color? { didSet { changes.send() } }
    /// The badge text's attributes, like `badgeTextAttributes` (13-point white by default).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changes.send() } }
    /// How far the badge moves, like `badgePositionAdjustment`.
    public var badgePositionAdjustment = Offset.zero { didSet { changes.send() } }
    /// How far the badge's text moves inside it, like `badgeTitlePositionAdjustment`.
    public var badgeTitlePositionAdjustment = Offset.zero { didSet { changes.send() } }

    /// Where changes go: to the appearance holding this state's.
    let changes = AppearanceChanges()

    init() {}

    func copy(from other: TabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}

/// How a tab bar's tabs look, state by state, in one layout, like
/// `UITabBarItemAppearance`.
@preconcurrency @MainActor
public final class TabBarItemAppearance {
    /// The layouts of a tab, like `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// Image above title, an iPhone's portrait tab bar.
        case stacked
        /// Image beside title, the regular-width tab bar.
        case inline
        /// Image beside title, a compact-height tab bar.
        case compactInline
    }

    /// The look of a tab that is not selected, like `normal`.
    public let normal = TabBarItemStateAppearance()
    /// The look of the selected tab, like `selected`.
    public let selected = TabBarItemStateAppearance()
    /// The look of a disabled tab, like `disabled`.
    public let disabled = TabBarItemStateAppearance()
    /// The look of a tab with focus, like `focused`.
    public let focused = TabBarItemStateAppearance()

    /// The default look of stacked tabs, like `UITabBarItemAppearance()`.
    public convenience init() { self.init(style: .stacked) }

    /// The default look of tabs laid out in `style`, like `UITabBarItemAppearance(style:)`.
    public init(style: Style) {
        for state in states { state.changes.forward(to: changes) }
        configureWithDefault(for: style)
    }

    /// Resets every state to the default look, like `configureWithDefault(for:)`: no
    /// colours or attributes of its own, so the tab bar's tint colours show.
    public func configureWithDefault(for style: Style) {
        for state in states { state.copy(from: TabBarItemStateAppearance()) }
    }

    /// Where changes go: to the bar appearance holding this one.
    let changes = AppearanceChanges()

    private var states: [TabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// A copy of every state, like `copy()`.
    public func copy() -> Any {
        let copy = TabBarItemAppearance()
        for (mine, theirs) in zip(copy.states, states) { mine.copy(from: theirs) }
        return copy
    }
}
