import EaselGraphics
import Foundation

/// Tells a tab bar's owner about selection, like `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol TabBarDelegate: NSObjectProtocol {
    /// The user selected `item`, like `tabBar(_:didSelect:)`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
    /// The customizing sheet is about to show, like `tabBar(_:willBeginCustomizing:)`.
    /// Sent by `beginCustomizingItems(_:)` (Easel shows no customizing sheet).
    func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
    /// The customizing sheet showed, like `tabBar(_:didBeginCustomizing:)`.
    func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
    /// The customizing sheet is about to close, like `tabBar(_:willEndCustomizing:changed:)`.
    func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
    /// The customizing sheet closed, like `tabBar(_:didEndCustomizing:changed:)`.
    func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
    public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

/// A row of tabs at the bottom of the screen, like `UITabBar`.
///
/// The look is its current appearance (`standardAppearance` …; by default UIKit's tab
/// bar drawn flat: `systemBackground` with a one-pixel shadow line in black at 30 %
/// along its top), the items sharing the width equally (inside the safe area's sides),
/// each an image above a 10-point medium title, in `tintColor` when selected and
/// `unselectedItemTintColor` (`systemGray`) otherwise unless the appearance's
/// `stackedLayoutAppearance` gives icon colours and title attributes, and a badge at the
/// image's top trailing corner. A tab bar controller makes it
/// 49 points tall plus the bottom safe area (the home indicator's 34 points on an
/// iPhone with Face ID), UIKit's iPhone metrics since iOS 11.
///
/// Item metrics (estimated from Apple's design resources, not measured on iOS 26): the
/// image is centred in a 25-point box 6 points from the top, the title's box starts
/// 33 points from the top; the badge is 18 points tall, at least as wide, 13-point text,
/// its leading edge 6 points right of the image's centre and its top 2 points down.
@preconcurrency @MainActor
open class TabBar: ItemBar {
    /// The height above the bottom safe area.
    public static let contentHeight: CGFloat = 49
    static let titleFont = Font.systemFont(ofSize: 10, weight: .medium)
    static let badgeFont = Font.systemFont(ofSize: 13)

    /// The tabs, leading first, like `UITabBar.items`.
    open var items: [TabBarItem]? {
        didSet {
            host(items)
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            if window != nil { AppearanceProxies.shared.applyToItems(of: self) }
            setNeedsDisplay()
        }
    }

    /// The selected tab, like `UITabBar.selectedItem`.
    open var selectedItem: TabBarItem? {
        didSet { if selectedItem !== oldValue { setNeedsDisplay() } }
    }

    /// The colour of the other tabs, like `UITabBar.unselectedItemTintColor` (`nil`: `systemGray`).
    open var unselectedItemTintColor: Color? { didSet { setNeedsDisplay() } }
    /// Told when the user selects a tab, like `UITabBar.delegate`.
    public weak var delegate: TabBarDelegate?
    /// The tab bar controller whose bar this is, asked before a tap selects.
    weak var tabBarController: TabBarController?
    /// The tab bar's appearances (`standardAppearance`, `scrollEdgeAppearance`).
    lazy var appearanceSlots = BarAppearanceSlots(standard: adopted(TabBarAppearance()))

    /// Sets the items, like `setItems(_:animated:)` (shown at once).
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

    // MARK: Customizing

    /// Whether customizing is under way, like `UITabBar.isCustomizing`: between
    /// `beginCustomizingItems(_:)` and `endCustomizing(animated:)`.
    public private(set) var isCustomizing = false

    /// Begins customizing, like `UITabBar.beginCustomizingItems(_:)`: tells the delegate
    /// `tabBar(_:willBeginCustomizing:)`, then `tabBar(_:didBeginCustomizing:)`, with
    /// `items`. UIKit shows a sheet for rearranging the tabs; Easel shows none (no
    /// user can use it), so the items never change. An empty `items`, which UIKit
    /// forbids, begins nothing and reports a diagnostic; so does a second begin.
    open func beginCustomizingItems(_ items: [TabBarItem]) {
        guard !items.isEmpty, !isCustomizing else {
            Diagnostics.report("UITabBar.beginCustomizingItems(_:): "
                + (isCustomizing ? "already customizing" : "no items") + "; nothing begins")
            return
        }
        customizingItems = items
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing, like `UITabBar.endCustomizing(animated:)`: tells the delegate
    /// `tabBar(_:willEndCustomizing:changed:)` and `tabBar(_:didEndCustomizing:changed:)`
    /// with the items customizing began with, and returns whether the tabs changed:
    /// always `false`, as Easel has no sheet to change them. Returns `false` and tells
    /// nobody when no customizing is under way.
    open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        let items = customizingItems
        delegate?.tabBar(self, willEndCustomizing: items, changed: false)
        isCustomizing = false
        customizingItems = []
        delegate?.tabBar(self, didEndCustomizing: items, changed: false)
        return false
    }

    /// The items `beginCustomizingItems(_:)` was given.
    private var customizingItems: [TabBarItem] = []

    /// The background is the current appearance's (see `TabBar+Appearance`).
    override var currentBarAppearance: BarAppearance { currentAppearance }

    /// The appearance proxy of tab bars, like `UITabBar.appearance()`.
    open override class func appearance() -> TabBar { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of tab bars inside `containerTypes`, like
    /// `UITabBar.appearance(whenContainedInInstancesOf:)`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TabBar {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { TabBar(frame: .zero) }
    }

    /// How tabs share the bar's width, like `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        /// As the device does: `fill` on an iPhone.
        case automatic
        /// Equal shares of the whole width.
        case fill
        /// Side by side in the middle, at the appearance's item width and spacing.
        case centered
    }

    /// Each tab's frame, leading first, `contentHeight` tall: equal shares of the width
    /// inside the safe area's sides, or with `.centered` positioning (the current
    /// appearance's `stackedItemPositioning`) tabs of `stackedItemWidth` (0: that share)
    /// `stackedItemSpacing` apart, in the middle.
    var itemFrames: [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let insets = safeAreaInsets
        let room = bounds.width - insets.left - insets.right
        var width = room / CGFloat(items.count), spacing: CGFloat = 0, start = insets.left
        let appearance = currentAppearance
        if appearance.stackedItemPositioning == .centered {
            width = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : width
            spacing = max(0, appearance.stackedItemSpacing)
            start += (room - width * CGFloat(items.count) - spacing * CGFloat(items.count - 1)) / 2
        }
        return items.indices.map { index in
            CGRect(x: start + (width + spacing) * CGFloat(index), y: 0, width: width, height: Self.contentHeight)
        }
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        super.draw(context: context, rect: rect)
        for (item, frame) in zip(items ?? [], itemFrames) { draw(item, in: frame, context: context) }
    }

    private func draw(_ item: TabBarItem, in frame: CGRect, context: GraphicsContext) {
        let selected = item === selectedItem
        let look = itemAppearance(selected: selected, enabled: item.isEnabled)
        var color: Color = selected ? tintColor : (unselectedItemTintColor ?? .systemGray)
        if !item.isEnabled { color = color.withAlphaComponent(0.3) }
        if selected, let indicator = currentAppearance.selectionIndicatorImage {
            drawSelectionIndicator(indicator, in: frame, context: context)
        }
        let imageBox = CGRect(x: frame.midX - 12.5, y: frame.minY + 6, width: 25, height: 25)
        if let original = selected ? item.selectedImage : item.image {
            // A tab bar draws its images as templates in the item's colour, unless they
            // are made `.alwaysOriginal`, as UIKit does.
            let image = original.renderingMode == .alwaysOriginal ? original
                : original.withRenderingMode(.alwaysTemplate)
                    .rendered(scale: contentScaleFactor, tint: look.iconColor ?? color, traits: traitCollection)
            context.draw(image, in: CGRect(origin: snappedToPixels(CGPoint(x: imageBox.midX - image.size.width / 2,
                                                                            y: imageBox.midY - image.size.height / 2)),
                                           size: image.size))
        }
        if let title = item.title, !title.isEmpty {
            // The item's own attributes for its state over the appearance's.
            let state: Control.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
            let attributes = look.titleTextAttributes.merging(item.drawnTitleTextAttributes(for: state)) { $1 }
            let layout = TextLayout(title, attributes: TextAttributes(attributes, defaults: TextAttributes(
                font: Self.titleFont, foregroundColor: color,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail))),
                containerSize: CGSize(width: max(1, frame.width - 4), height: TextLayout.unboundedSize.height),
                numberOfLines: 1)
            let adjustment = look.titlePositionAdjustment
            context.draw(layout, at: snappedToPixels(CGPoint(x: frame.midX - layout.size.width / 2 + adjustment.horizontal,
                                                             y: frame.minY + 33 + adjustment.vertical)))
        }
        if let badge = item.badgeValue {
            drawBadge(badge, color: item.badgeColor ?? look.badgeBackgroundColor ?? .systemRed, look: look,
                      imageBox: imageBox, context: context)
        }
    }

    /// The appearance's selection indicator image, centred behind the selected tab (a
    /// template image in `selectionIndicatorTintColor`, else the tint colour).
    private func drawSelectionIndicator(_ indicator: Image, in frame: CGRect, context: GraphicsContext) {
        let image = indicator.renderingMode == .alwaysTemplate
            ? indicator.rendered(scale: contentScaleFactor, tint: currentAppearance.selectionIndicatorTintColor ?? tintColor,
                                 traits: traitCollection)
            : indicator
        context.draw(image, in: CGRect(origin: snappedToPixels(CGPoint(x: frame.midX - image.size.width / 2,
                                                                        y: frame.midY - image.size.height / 2)),
                                       size: image.size))
    }

    /// The badge: the item's `badgeColor`, else the appearance's badge background, else
    /// `systemRed`; its text in the appearance's badge attributes (13-point white).
    private func drawBadge(_ text: String, color: Color, look: TabBarItemStateAppearance, imageBox: CGRect,
                           context: GraphicsContext) {
        let layout = TextLayout(text, attributes: TextAttributes(
            look.badgeTextAttributes, defaults: TextAttributes(font: Self.badgeFont, foregroundColor: .white)),
                                numberOfLines: 1)
        let height: CGFloat = text.isEmpty ? 10 : 18
        let width = text.isEmpty ? height : max(height, (layout.size.width + 10).rounded(.up))
        let badge = CGRect(x: imageBox.midX + 6 + look.badgePositionAdjustment.horizontal,
                           y: imageBox.minY - 4 + look.badgePositionAdjustment.vertical, width: width, height: height)
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: badge, cornerRadius: height / 2))
        context.fillPath()
        if !text.isEmpty {
            let adjustment = look.badgeTitlePositionAdjustment
            context.draw(layout, at: snappedToPixels(CGPoint(x: badge.midX - layout.size.width / 2 + adjustment.horizontal,
                                                             y: badge.midY - layout.size.height / 2 + adjustment.vertical)))
        }
    }


    // MARK: Taps

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    /// A touch lifted inside an enabled tab selects it: through the tab bar controller
    /// when there is one, else here, telling the delegate.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let location = touches.first?.location(in: self),
              let index = itemFrames.firstIndex(where: { $0.contains(location) }),
              let item = items?[index], item.isEnabled else { return }
        if let tabBarController {
            tabBarController.tabWasTapped(at: index)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

extension TabBar: BarItemAppearanceHost {
    var itemsForAppearance: [BarItem] { items ?? [] }
    func itemsDidAdoptAppearance() { setNeedsDisplay() }
}
