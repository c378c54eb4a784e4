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
/// apart, vertically centred; the content view ends at the first.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, trailing-most last, like `accessories`.
    public var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }
    private var accessoryViews: [TableViewCellAccessoryView] = []

    /// A cell's list content, `ListContentConfiguration.cell()`, like
    /// `defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

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
            view.frame = CGRect(x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                width: size.width, height: size.height)
            trailing = view.frame.minX - ListContentLayout.horizontalTextPadding
        }
        super.layoutSubviews()
    }

    /// The content view stops short of the accessories.
    override var contentFrame: CGRect {
        var frame = bounds
        frame.size.width = max(0, bounds.width - accessoriesWidth)
        return frame
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
