import EaselGraphics
import Foundation

/// What a tab bar looks like, like `UITabBarAppearance`: the background and shadow of
/// `BarAppearance` and the look of its tabs in each layout (an iPhone in portrait
/// shows `stackedLayoutAppearance`, which is what Easel's tab bar draws).
@preconcurrency @MainActor
public final class TabBarAppearance: BarAppearance {
    /// Tabs with the image above the title, like `stackedLayoutAppearance`.
    public var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked) {
        didSet { connectParts(); changes.send() }
    }
    /// Tabs with the image beside the title, like `inlineLayoutAppearance`.
    public var inlineLayoutAppearance = TabBarItemAppearance(style: .inline) {
        didSet { connectParts(); changes.send() }
    }
    /// Inline tabs in a compact height, like `compactInlineLayoutAppearance`.
    public var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline) {
        didSet { connectParts(); changes.send() }
    }
    /// How the stacked tabs share the bar's width, like `stackedItemPositioning`.
    public var stackedItemPositioning = TabBar.ItemPositioning.automatic { didSet { changes.send() } }
    /// The space between centred tabs, like `stackedItemSpacing` (0: none).
    public var stackedItemSpacing: CGFloat = 0 { didSet { changes.send() } }
    /// The width of centred tabs, like `stackedItemWidth` (0: the width they have when
    /// they fill the bar).
    public var stackedItemWidth: CGFloat = 0 { didSet { changes.send() } }
    /// The tint of the selection indicator image, like `selectionIndicatorTintColor`.
    public var selectionIndicatorTintColor: Color? { didSet { changes.send() } }
    /// The image behind the selected tab, like `selectionIndicatorImage`.
    public var selectionIndicatorImage: Image? { didSet { changes.send() } }

    override func connectParts() {
        for part in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            part.changes.forward(to: changes)
        }
    }

    public override func copyBarSpecifics(from other: BarAppearance) {
        guard let other = other as? TabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy() as! TabBarItemAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy() as! TabBarItemAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy() as! TabBarItemAppearance
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        connectParts()
    }
}
