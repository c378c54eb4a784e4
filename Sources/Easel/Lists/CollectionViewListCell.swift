import EaselGraphics
import Foundation

/// A view at the trailing side of a list cell, like `UICellAccessory`: drawn as the
/// table cell's accessories are (`TableViewCellAccessoryView`).
public struct CellAccessory: Hashable, Sendable {
    let type: TableViewCell.AccessoryType

    /// A chevron, like `UICellAccessory.disclosureIndicator()`.
    public static func disclosureIndicator() -> CellAccessory { CellAccessory(type: .disclosureIndicator) }
    /// A checkmark in the tint colour, like `UICellAccessory.checkmark()`.
    public static func checkmark() -> CellAccessory { CellAccessory(type: .checkmark) }
    /// An info button, like `UICellAccessory.detail()`.
    public static func detail() -> CellAccessory { CellAccessory(type: .detailButton) }
}

/// A cell of a list layout, like `UICollectionViewListCell`: list content from
/// `defaultContentConfiguration()` and `accessories` at the trailing side, with a
/// table cell's margins. The accessories stand from the trailing margin (16 points,
/// 20 in a regular width) leading-wards, `ListContentLayout.horizontalTextPadding`
/// apart, vertically centred; the content view ends at the first. In a right-to-left
/// layout all of it is mirrored: the accessories stand at the left, the content and
/// the separators' insets start from the right.
///
/// In a list layout the cell draws its place in its section (`ListRowPlacement`): its
/// separators, one device pixel along its bottom (or top), from the text's leading edge
/// unless the separator configuration gives insets; the grouped rows' background
/// (without a `backgroundView`); and an inset-grouped section's rounded corners. A
/// section's first item in a list whose `headerMode` is `.firstItemInSection` is its
/// header: it takes the header look and draws neither background nor separators.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, trailing-most last, like `accessories`.
    public var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }
    private var accessoryViews: [TableViewCellAccessoryView] = []
    /// Where the cell sits in its list section, from its layout attributes.
    private var listRow: ListRowPlacement?
    private let topSeparator = View(frame: .zero), bottomSeparator = View(frame: .zero)

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listRow != listRow else { return }
        listRow = layoutAttributes.listRow
        if backgroundView == nil, listRow?.background != nil || listRow?.header != nil { backgroundColor = listRow?.background }
        ListRowDrawing.roundInsetGroupedCorners(of: layer, isFirst: listRow?.roundsTop ?? false,
                                                isLast: listRow?.roundsBottom ?? false)
        setNeedsLayout()
    }

    /// A cell's list content, like `defaultContentConfiguration()`:
    /// `ListContentConfiguration.cell()`, or the list's header look for a section's
    /// first item with `headerMode` `.firstItemInSection` (`plainHeader()` in a plain
    /// list, `groupedHeader()` in the others).
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch listRow?.header {
        case nil: .cell()
        case .plain?, .sidebarPlain?: .plainHeader()
        case .grouped?, .insetGrouped?, .sidebar?: .groupedHeader()
        }
    }

    open override func layoutSubviews() {
        while accessoryViews.count > accessories.count { accessoryViews.removeLast().removeFromSuperview() }
        while accessoryViews.count < accessories.count {
            let view = TableViewCellAccessoryView(type: .none)
            addSubview(view)
            accessoryViews.append(view)
        }
        var trailing = bounds.width - TableStyleMetrics.sideMargin(for: traitCollection)
        for (accessory, view) in zip(accessories, accessoryViews).reversed() {
            let size = TableViewCellAccessoryView.size(of: accessory.type)
            view.type = accessory.type
            let frame = CGRect(x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
            view.frame = isRightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
            trailing = frame.minX - ListContentLayout.horizontalTextPadding
        }
        super.layoutSubviews()
        layout(topSeparator, as: listRow?.top, atTop: true)
        layout(bottomSeparator, as: listRow?.bottom, atTop: false)
    }

    /// Places a separator line, or hides it when the row has none. Automatic insets
    /// start it at the text's leading edge (the side margin without list content).
    private func layout(_ separator: View, as line: ListRowPlacement.Separator?, atTop: Bool) {
        guard let line else { return separator.removeFromSuperview() }
        let contentLeading = isRightToLeft ? bounds.maxX - contentFrame.maxX : contentFrame.minX
        let textLeading = (configuredContentView as? ListContentView).map { contentLeading + $0.textLeadingEdge }
        let leading = line.leading ?? textLeading ?? TableStyleMetrics.sideMargin(for: traitCollection)
        let trailing = line.trailing ?? 0
        separator.backgroundColor = line.color
        separator.isUserInteractionEnabled = false
        separator.frame = ListRowDrawing.separatorFrame(in: bounds, left: isRightToLeft ? trailing : leading,
                                                        right: isRightToLeft ? leading : trailing,
                                                        scale: contentScaleFactor, atTop: atTop)
        if separator.superview !== self { addSubview(separator) } else { bringSubviewToFront(separator) }
    }

    /// The content view stops short of the accessories (starts after them in a
    /// right-to-left layout).
    override var contentFrame: CGRect {
        let taken = min(bounds.width, accessoriesWidth)
        return CGRect(x: isRightToLeft ? taken : 0, y: 0, width: bounds.width - taken, height: bounds.height)
    }

    /// The content fits in the width the accessories leave; the cell is at least as
    /// tall as they are.
    override func fittingSize(proposed: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let taken = accessoriesWidth
        var size = super.fittingSize(proposed: CGSize(width: max(0, proposed.width - taken), height: proposed.height),
                                     horizontal: horizontal, vertical: vertical)
        size.width += taken
        size.height = max(size.height, accessories.map { TableViewCellAccessoryView.size(of: $0.type).height }.max() ?? 0)
        return size
    }

    /// The width the accessories take with the trailing margin and the padding
    /// between them (none without any): the content view ends at the first one.
    private var accessoriesWidth: CGFloat {
        guard !accessories.isEmpty else { return 0 }
        return accessories.reduce(TableStyleMetrics.sideMargin(for: traitCollection) - ListContentLayout.horizontalTextPadding) {
            $0 + TableViewCellAccessoryView.size(of: $1.type).width + ListContentLayout.horizontalTextPadding
        }
    }
}
