import EaselGraphics
import Foundation

/// The buttons a swipe reveals beside a row of a table or a list layout, as iOS draws
/// them: full-height buttons in the actions' background colours, each with its image
/// above its title in white (15-point subheadline text), 15 points of padding on each
/// side and at least 74 points wide; the first action nearest the edge the swipe comes
/// from. While the row is only partly swiped the buttons share the revealed width in
/// proportion. In a right-to-left layout the sides are mirrored: trailing actions sit
/// at the left edge.
final class ListSwipeActionsView: View {
    static let titlePadding: CGFloat = 15
    static let minimumButtonWidth: CGFloat = 74
    static let imageTitleSpacing: CGFloat = 4

    let actions: [ContextualAction]
    let isTrailing: Bool
    /// One button per action, in the actions' order.
    private(set) var buttons: [View] = []
    private var naturalWidths: [CGFloat] = []

    init(actions: [ContextualAction], isTrailing: Bool) {
        self.actions = actions
        self.isTrailing = isTrailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = View(frame: .zero)
            button.backgroundColor = action.backgroundColor
            button.clipsToBounds = true
            button.isUserInteractionEnabled = false
            var contentWidth: CGFloat = 0
            if let image = action.image {
                let imageView = ImageView(image: image.withRenderingMode(.alwaysTemplate))
                imageView.tintColor = .white
                button.addSubview(imageView)
                contentWidth = image.size.width
            }
            if let title = action.title {
                let label = Label(frame: .zero)
                label.text = title
                label.font = .preferredFont(forTextStyle: .subheadline)
                label.textColor = .white
                button.addSubview(label)
                contentWidth = max(contentWidth, label.intrinsicContentSize.width)
            }
            naturalWidths.append(max(Self.minimumButtonWidth, (contentWidth + 2 * Self.titlePadding).rounded(.up)))
            buttons.append(button)
            addSubview(button)
        }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Whether the buttons sit at the row's right edge: trailing actions in a
    /// left-to-right layout, leading ones in a right-to-left one.
    var isOnRight: Bool { isTrailing == (effectiveUserInterfaceLayoutDirection == .leftToRight) }

    /// The width of the buttons at rest, side by side.
    var restingWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// The action under a point of the view.
    func actionIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return buttons.firstIndex { $0.frame.contains(point) }
    }

    /// The buttons share the width in proportion to their natural widths, the first
    /// at the swiped edge; past the resting width the first button takes the rest (a
    /// full swipe).
    override func layoutSubviews() {
        super.layoutSubviews()
        let total = restingWidth, width = bounds.width
        var widths = naturalWidths.map { total > 0 ? $0 * min(1, width / total) : 0 }
        if width > total, !widths.isEmpty { widths[0] += width - total }
        let isOnRight = isOnRight
        var edge = isOnRight ? width : 0
        for (index, button) in buttons.enumerated() {
            if isOnRight { edge -= widths[index] }
            button.frame = CGRect(x: edge, y: 0, width: widths[index], height: bounds.height)
            if !isOnRight { edge += widths[index] }
            layoutContent(of: button, naturalWidth: naturalWidths[index])
        }
    }

    /// Centers the image above the title in the part of the button nearest the row,
    /// `naturalWidth` wide.
    private func layoutContent(of button: View, naturalWidth: CGFloat) {
        let imageView = button.subviews.first { $0 is ImageView }
        let label = button.subviews.first { $0 is Label }
        let imageSize = imageView.map { ($0 as! ImageView).image?.size ?? .zero } ?? .zero
        let titleSize = label?.intrinsicContentSize ?? .zero
        let spacing = imageView != nil && label != nil ? Self.imageTitleSpacing : 0
        let height = imageSize.height + spacing + titleSize.height
        let left = isOnRight ? 0 : button.bounds.width - naturalWidth
        let centerX = left + naturalWidth / 2
        var y = ((button.bounds.height - height) / 2).rounded()
        if let imageView {
            imageView.frame = CGRect(x: (centerX - imageSize.width / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height)
            y += imageSize.height + spacing
        }
        label?.frame = CGRect(x: (centerX - titleSize.width / 2).rounded(), y: y, width: titleSize.width, height: titleSize.height)
    }
}
