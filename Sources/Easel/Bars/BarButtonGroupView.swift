import EaselGraphics
import Foundation

/// A run of bar button items on one capsule, iOS 26's grouped bar buttons drawn flat:
/// plain items share a `tertiarySystemFill` capsule (the closest flat rendering of the
/// glass they sit on), a prominent item has a capsule of its own in the tint colour. It
/// draws the items' titles and images, holds their custom views, and sends an item's
/// action when a tap lifts inside it.
///
/// Metrics (iOS 26's bars on an iPhone, estimated from Apple's design resources and
/// screenshots, not measured on a device): the capsule is 36 points tall; a title gets
/// 12 points of padding on each side (17-point regular, semibold when prominent); an
/// image or symbol item is 36 points wide, a square that makes a circle when alone.
final class BarButtonGroupView: View {
    /// The capsule's height.
    static let height: CGFloat = 36
    /// The padding on each side of a title.
    static let titlePadding: CGFloat = 12
    /// The title font, and the prominent one.
    static let titleFont = Font.systemFont(ofSize: 17)
    static let prominentTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)

    let items: [BarButtonItem]
    /// The colour of prominent capsules when an item sets none.
    var barTintColor: Color = .systemBlue {
        didSet { if barTintColor != oldValue { setNeedsDisplay() } }
    }

    init(items: [BarButtonItem]) {
        self.items = items
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        for view in items.compactMap(\.customView) { addSubview(view) }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private var isProminent: Bool { items.count == 1 && items[0].style.isProminent }

    /// The group's width: its items' side by side.
    var width: CGFloat { items.reduce(0) { $0 + Self.width(of: $1) } }

    /// An item's width: its `width` when positive, its custom view's, or its content's.
    static func width(of item: BarButtonItem) -> CGFloat {
        if item.width > 0 { return item.width }
        if let view = item.customView {
            return view.bounds.width > 0 ? view.bounds.width : view.intrinsicContentSize.width.clamped(min: 0)
        }
        if let title = item.shownTitle, item.shownImage == nil {
            return (textLayout(title, item: item, color: .label).size.width + 2 * titlePadding).rounded(.up)
        }
        return height
    }

    /// The title in the item's attributes for its state (normal or disabled) over the
    /// group's font and `color`.
    private static func textLayout(_ text: String, item: BarButtonItem, color: Color) -> TextLayout {
        TextLayout(text, attributes: TextAttributes(
            item.drawnTitleTextAttributes(for: item.isEnabled ? .normal : .disabled),
            defaults: TextAttributes(font: item.style.isProminent ? prominentTitleFont : titleFont, foregroundColor: color)),
                   numberOfLines: 1)
    }

    /// Each item's frame in the group, leading first.
    var itemFrames: [CGRect] {
        var x: CGFloat = 0
        return items.map { item in
            let width = Self.width(of: item)
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (item, frame) in zip(items, itemFrames) {
            guard let view = item.customView else { continue }
            let own = view.bounds.height > 0 ? view.bounds.height : view.intrinsicContentSize.height
            let size = CGSize(width: frame.width, height: own > 0 ? min(own, frame.height) : frame.height)
            view.frame = CGRect(x: frame.minX, y: ((frame.height - size.height) / 2).rounded(), width: size.width,
                                height: size.height)
        }
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        // A group made only of custom views has no capsule: the views draw themselves.
        guard items.contains(where: { $0.customView == nil }) else { return }
        let prominent = isProminent
        context.setFillColor(prominent ? (items[0].tintColor ?? barTintColor) : .tertiarySystemFill)
        context.addPath(BezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2))
        context.fillPath()
        for (item, frame) in zip(items, itemFrames) where item.customView == nil {
            var color = prominent ? Color.white : (item.tintColor ?? .label)
            if !item.isEnabled { color = color.withAlphaComponent(0.3) }
            if let original = item.shownImage {
                // Bar items draw their images as templates in the item's colour, unless
                // they are made `.alwaysOriginal`, as UIKit does.
                let image = original.renderingMode == .alwaysOriginal ? original
                    : original.withRenderingMode(.alwaysTemplate)
                        .rendered(scale: contentScaleFactor, tint: color, traits: traitCollection)
                let origin = CGPoint(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2)
                context.draw(image, in: CGRect(origin: snappedToPixels(origin), size: image.size))
            } else if let title = item.shownTitle {
                let layout = Self.textLayout(title, item: item, color: color)
                context.draw(layout, at: snappedToPixels(CGPoint(x: frame.midX - layout.size.width / 2,
                                                                 y: frame.midY - layout.size.height / 2)))
            }
        }
    }


    // MARK: Taps

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    /// A touch lifted inside an item sends its action (or opens its menu), as a bar
    /// button does on touch up inside.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let location = touches.first?.location(in: self) else { return }
        for (item, frame) in zip(items, itemFrames) where frame.contains(location) {
            item.performAction(anchoredTo: window.map { convert(frame, to: $0) } ?? frame, in: window)
        }
    }
}

extension BarButtonGroupView {
    /// Splits a bar's `items` into the groups drawn on one capsule each: runs of plain
    /// items, a prominent item alone, a custom view alone; spaces separate groups and
    /// are returned as `nil` in place (flexible) or as their width.
    static func groups(of items: [BarButtonItem]) -> [BarSlot] {
        var slots: [BarSlot] = []
        var run: [BarButtonItem] = []
        func closeRun() {
            if !run.isEmpty { slots.append(.group(run)) }
            run = []
        }
        for item in items {
            switch item.systemItem {
            case .flexibleSpace?:
                closeRun()
                slots.append(.flexibleSpace)
            case .fixedSpace?:
                closeRun()
                slots.append(.fixedSpace(item.width))
            default:
                if item.style.isProminent || item.customView != nil {
                    closeRun()
                    slots.append(.group([item]))
                } else {
                    run.append(item)
                }
            }
        }
        closeRun()
        return slots
    }
}

/// One place along a bar: a group of items on one capsule, or a space.
enum BarSlot {
    case group([BarButtonItem])
    case flexibleSpace
    case fixedSpace(CGFloat)
}

private extension CGFloat {
    func clamped(min lower: CGFloat) -> CGFloat { Swift.max(lower, self.isFinite ? self : lower) }
}

extension BarButtonGroupView: BarItemAppearanceHost {
    var itemsForAppearance: [BarItem] { items }

    /// Titles in other fonts change the group's width: the row and the bar place the
    /// groups again.
    func itemsDidAdoptAppearance() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        superview?.superview?.setNeedsLayout()
    }
}
