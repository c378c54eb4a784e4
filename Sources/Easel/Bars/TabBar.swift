import EaselGraphics
import Foundation

/// Tells a tab bar's owner about selection, like `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`, like `tabBar(_:didSelect:)`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// A row of tabs at the bottom of the screen, like `UITabBar`.
///
/// The look is UIKit's opaque tab bar appearance drawn flat: `systemBackground` with a
/// one-pixel shadow line in black at 30 % along its top, the items sharing the width
/// equally (inside the safe area's sides), each an image above a 10-point medium title,
/// in `tintColor` when selected and `unselectedItemTintColor` (`systemGray`) otherwise,
/// and a badge at the image's top trailing corner. A tab bar controller makes it
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

    /// Sets the items, like `setItems(_:animated:)` (shown at once).
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

    /// Each tab's frame, leading first: equal shares of the width inside the safe
    /// area's sides, `contentHeight` tall.
    var itemFrames: [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let insets = safeAreaInsets
        let width = (bounds.width - insets.left - insets.right) / CGFloat(items.count)
        return items.indices.map { index in
            CGRect(x: insets.left + width * CGFloat(index), y: 0, width: width, height: Self.contentHeight)
        }
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        super.draw(context: context, rect: rect)
        for (item, frame) in zip(items ?? [], itemFrames) { draw(item, in: frame, context: context) }
    }

    private func draw(_ item: TabBarItem, in frame: CGRect, context: GraphicsContext) {
        let selected = item === selectedItem
        var color: Color = selected ? tintColor : (unselectedItemTintColor ?? .systemGray)
        if !item.isEnabled { color = color.withAlphaComponent(0.3) }
        let imageBox = CGRect(x: frame.midX - 12.5, y: frame.minY + 6, width: 25, height: 25)
        if let original = selected ? item.selectedImage : item.image {
            // A tab bar draws its images as templates in the item's colour, unless they
            // are made `.alwaysOriginal`, as UIKit does.
            let image = original.renderingMode == .alwaysOriginal ? original
                : original.withRenderingMode(.alwaysTemplate)
                    .rendered(scale: contentScaleFactor, tint: color, traits: traitCollection)
            context.draw(image, in: CGRect(origin: snappedToPixels(CGPoint(x: imageBox.midX - image.size.width / 2,
                                                                            y: imageBox.midY - image.size.height / 2)),
                                           size: image.size))
        }
        if let title = item.title, !title.isEmpty {
            let layout = TextLayout(title, attributes: TextAttributes(
                font: Self.titleFont, foregroundColor: color,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail)),
                containerSize: CGSize(width: max(1, frame.width - 4), height: TextLayout.unboundedSize.height),
                numberOfLines: 1)
            context.draw(layout, at: snappedToPixels(CGPoint(x: frame.midX - layout.size.width / 2, y: frame.minY + 33)))
        }
        if let badge = item.badgeValue { drawBadge(badge, color: item.badgeColor ?? .systemRed, imageBox: imageBox,
                                                   context: context) }
    }

    private func drawBadge(_ text: String, color: Color, imageBox: CGRect, context: GraphicsContext) {
        let layout = TextLayout(text, attributes: TextAttributes(font: Self.badgeFont, foregroundColor: .white),
                                numberOfLines: 1)
        let height: CGFloat = text.isEmpty ? 10 : 18
        let width = text.isEmpty ? height : max(height, (layout.size.width + 10).rounded(.up))
        let badge = CGRect(x: imageBox.midX + 6, y: imageBox.minY - 4, width: width, height: height)
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: badge, cornerRadius: height / 2))
        context.fillPath()
        if !text.isEmpty {
            context.draw(layout, at: snappedToPixels(CGPoint(x: badge.midX - layout.size.width / 2,
                                                             y: badge.midY - layout.size.height / 2)))
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
