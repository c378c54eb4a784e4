import EaselGraphics
import Foundation

/// A cell of a list layout, like `UICollectionViewListCell`: list content from
/// `defaultContentConfiguration()` and `accessories` at its sides, with a table cell's
/// margins. The accessories stand from the margins (16 points, 20 in a regular width)
/// inward, `ListContentLayout.horizontalTextPadding` apart, vertically centred; the
/// content view fills the space between them (`CollectionViewListCell+Accessories`),
/// and the collection view's `isEditing` decides which show. In a right-to-left
/// layout all of it is mirrored: the accessories stand at the left, the content and
/// the separators' insets start from the right. An `indentationLevel` moves the
/// content (and its separators) that many `indentationWidth`s from the leading edge.
///
/// In a list layout the cell draws its place in its section (`ListRowPlacement`): its
/// separators, one device pixel along its bottom (or top), from the text's leading edge
/// unless the separator configuration gives insets; the grouped rows' background
/// (without a `backgroundView` or `backgroundConfiguration`); and an inset-grouped
/// section's rounded corners. A section's first item in a list whose `headerMode` is
/// `.firstItemInSection` is its header: it takes the header look and draws neither
/// background nor separators.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, like `accessories`: the system ones take the sides and order
    /// the system gives them, custom ones the positions their placements pick.
    open var accessories: [CellAccessory] = [] { didSet { setNeedsLayout() } }
    /// Whether the cell is selected, like `isSelected`; a multiselect accessory shows it.
    open override var isSelected: Bool {
        didSet { if oldValue != isSelected, accessories.contains(where: \.isMultiselect) { setNeedsLayout() } }
    }
    /// How many levels the content is indented, like `indentationLevel`: a diffable
    /// data source's section snapshot sets it to the item's `level(of:)`.
    open var indentationLevel = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout() } } }
    /// The width of one indentation level, like `indentationWidth` (10 points, as a
    /// table cell's).
    open var indentationWidth: CGFloat = 10 { didSet { if oldValue != indentationWidth { setNeedsLayout() } } }
    /// The accessories shown, leading ones then trailing ones, each with its view and size.
    var shownAccessories: [ShownCellAccessory] = []
    /// Where the cell sits in its list section, from its layout attributes.
    private(set) var listRow: ListRowPlacement?
    private let topSeparator = View(frame: .zero), bottomSeparator = View(frame: .zero)

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listRow != listRow else { return }
        listRow = layoutAttributes.listRow
        if backgroundView == nil, backgroundConfiguration == nil, listRow?.background != nil || listRow?.header != nil {
            backgroundColor = listRow?.background
        }
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

    /// The content view starts after the indentation and the leading accessories and
    /// stops short of the trailing ones (mirrored in a right-to-left layout).
    override var contentFrame: CGRect {
        let widths = accessoryWidths
        let indent = min(bounds.width, indentation + widths.leading), taken = min(bounds.width - indent, widths.trailing)
        return CGRect(x: isRightToLeft ? taken : indent, y: 0, width: bounds.width - taken - indent, height: bounds.height)
    }

    /// The content fits in the width the indentation and the accessories leave; the
    /// cell is at least as tall as they are.
    override func fittingSize(proposed: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        updateShownAccessories()
        let widths = accessoryWidths
        let taken = widths.leading + widths.trailing + indentation
        var size = super.fittingSize(proposed: CGSize(width: max(0, proposed.width - taken), height: proposed.height),
                                     horizontal: horizontal, vertical: vertical)
        size.width += taken
        size.height = max(size.height, shownAccessories.map(\.size.height).max() ?? 0)
        return size
    }

    /// How far the content is indented.
    var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }
}
