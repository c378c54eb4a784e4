import EaselGraphics
import Foundation

/// A cell of a list layout, like `UICollectionViewListCell`: list content from
/// `defaultContentConfiguration()` and `accessories` at the trailing side, with a
/// table cell's margins. The accessories stand from the trailing margin (16 points,
/// 20 in a regular width) leading-wards, `ListContentLayout.horizontalTextPadding`
/// apart, vertically centred; the content view ends at the first. In a right-to-left
/// layout all of it is mirrored: the accessories stand at the left, the content and
/// the separators' insets start from the right. An `indentationLevel` moves the
/// content (and its separators) that many `indentationWidth`s from the leading edge.
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
    open var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }
    /// How many levels the content is indented, like `indentationLevel`: a diffable
    /// data source's section snapshot sets it to the item's `level(of:)`.
    open var indentationLevel = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout() } } }
    /// The width of one indentation level, like `indentationWidth` (10 points, as a
    /// table cell's).
    open var indentationWidth: CGFloat = 10 { didSet { if oldValue != indentationWidth { setNeedsLayout() } } }
    /// The views of the shown accessories, in the same order.
    private var accessoryViews: [View] = []
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
        layoutAccessories()
        super.layoutSubviews()
        layout(topSeparator, as: listRow?.top, atTop: true)
        layout(bottomSeparator, as: listRow?.bottom, atTop: false)
    }

    /// The accessories shown: `.whenEditing` ones never are (a list here does not edit).
    private var shownAccessories: [CellAccessory] { accessories.filter(\.isShown) }

    /// Gives each shown accessory its view and stands them from the trailing margin
    /// leading-wards, vertically centred.
    private func layoutAccessories() {
        let shown = shownAccessories
        for (index, accessory) in shown.enumerated() {
            let view: View
            switch accessory.kind {
            case .drawn(let type):
                let drawn = accessoryViews.indices.contains(index) ? accessoryViews[index] as? TableViewCellAccessoryView : nil
                view = drawn ?? TableViewCellAccessoryView(type: type)
                (view as! TableViewCellAccessoryView).type = type
            case .outlineDisclosure(let options):
                let outline = accessoryViews.indices.contains(index) ? accessoryViews[index] as? CollectionOutlineDisclosureView : nil
                let chevron = outline ?? CollectionOutlineDisclosureView()
                chevron.isExpanded = configurationState.isExpanded
                chevron.isMirrored = isRightToLeft
                chevron.chevronColor = options.tintColor
                view = chevron
            }
            if accessoryViews.indices.contains(index) {
                if accessoryViews[index] !== view {
                    accessoryViews[index].removeFromSuperview()
                    accessoryViews[index] = view
                }
            } else {
                accessoryViews.append(view)
            }
            if view.superview !== self { addSubview(view) }
        }
        while accessoryViews.count > shown.count { accessoryViews.removeLast().removeFromSuperview() }
        var trailing = bounds.width - TableStyleMetrics.sideMargin(for: traitCollection)
        for (accessory, view) in zip(shown, accessoryViews).reversed() {
            let size = accessory.size
            let frame = CGRect(x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
            view.frame = isRightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
            trailing = frame.minX - ListContentLayout.horizontalTextPadding
        }
    }

    /// The outline disclosure a tap at `point` (in the cell) toggles: anywhere on a
    /// header-style one's cell, on the chevron (with the padding around it) of a
    /// cell-style one.
    func outlineDisclosure(at point: CGPoint) -> CellAccessory? {
        for (accessory, view) in zip(shownAccessories, accessoryViews) {
            guard case .outlineDisclosure(let options) = accessory.kind else { continue }
            let isHeaderStyle = options.style == .header || (options.style == .automatic && listRow?.header != nil)
            let padding = ListContentLayout.horizontalTextPadding
            if isHeaderStyle ? bounds.contains(point) : view.frame.insetBy(dx: -padding, dy: -padding).contains(point) {
                return accessory
            }
        }
        return nil
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

    /// The content view starts after the indentation and stops short of the
    /// accessories (mirrored in a right-to-left layout).
    override var contentFrame: CGRect {
        let indent = min(bounds.width, indentation), taken = min(bounds.width - indent, accessoriesWidth)
        return CGRect(x: isRightToLeft ? taken : indent, y: 0, width: bounds.width - taken - indent, height: bounds.height)
    }

    /// The content fits in the width the indentation and the accessories leave; the
    /// cell is at least as tall as they are.
    override func fittingSize(proposed: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let taken = accessoriesWidth + indentation
        var size = super.fittingSize(proposed: CGSize(width: max(0, proposed.width - taken), height: proposed.height),
                                     horizontal: horizontal, vertical: vertical)
        size.width += taken
        size.height = max(size.height, shownAccessories.map(\.size.height).max() ?? 0)
        return size
    }

    /// How far the content is indented.
    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// The width the accessories take with the trailing margin and the padding
    /// between them (none without any): the content view ends at the first one.
    private var accessoriesWidth: CGFloat {
        let shown = shownAccessories
        guard !shown.isEmpty else { return 0 }
        return shown.reduce(TableStyleMetrics.sideMargin(for: traitCollection) - ListContentLayout.horizontalTextPadding) {
            $0 + $1.size.width + ListContentLayout.horizontalTextPadding
        }
    }
}
