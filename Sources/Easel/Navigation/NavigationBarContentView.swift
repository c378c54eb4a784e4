import EaselGraphics
import Foundation

/// One item's content in a navigation bar, UIKit's `_UINavigationBarContentView`: it
/// draws the title and the back button (through the same Pango text layout as
/// `Label`), pops when the back button is tapped, and holds the item's bar button items
/// (leading items after the back button or in its place, trailing items from the
/// trailing edge, each `NavigationBarItemLayout.itemMargin` from the edge) and its
/// title view.
final class NavigationBarContentView: View, BarItemHost {
    let item: NavigationItem
    let backItem: NavigationItem?
    /// The leading and trailing items' rows.
    private var leadingRow: BarItemRowView?
    private var trailingRow: BarItemRowView?
    /// The title view shown.
    private weak var titleView: View?
    /// The item's search controller's search bar, shown stacked under the title.
    private weak var searchBar: SearchBar?

    init(item: NavigationItem, backItem: NavigationItem?, frame: CGRect) {
        self.item = item
        self.backItem = backItem
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private var bar: NavigationBar? { superview as? NavigationBar }

    private var itemLayout: NavigationBarItemLayout {
        let margin = NavigationBarItemLayout.itemMargin
        let titleViewSize = item.titleView.map { view in
            view.bounds.size != .zero ? view.bounds.size
                : CGSize(width: max(0, view.intrinsicContentSize.width), height: max(0, view.intrinsicContentSize.height))
        }
        return NavigationBarItemLayout(
            title: largeTitleRect == nil ? item.title : nil, titleViewSize: titleViewSize, backTitles: backTitles,
            leadingItems: leadingRow.map { margin + $0.contentWidth } ?? 0,
            trailingItems: trailingRow.map { margin + $0.contentWidth } ?? 0,
            bounds: inlineRect, scale: contentScaleFactor, tintColor: bar?.tintColor ?? .systemBlue,
            isRightToLeft: isRightToLeft, appearance: bar?.currentAppearance)
    }

    /// The large title's area, the bar's bottom `largeTitleExtent` points, while the
    /// bar shows a large title that has not collapsed.
    private var largeTitleRect: CGRect? {
        guard let bar, bar.showsLargeTitle, bar.largeTitleExtent > 0,
              titleRowsRect.height > bar.largeTitleExtent else { return nil }
        let height = bar.largeTitleExtent
        return CGRect(x: bounds.minX, y: titleRowsRect.maxY - height, width: bounds.width, height: height)
    }

    /// The title rows' area: the bounds above the stacked search bar's row.
    private var titleRowsRect: CGRect {
        let search = item === bar?.topItem ? bar?.shownSearchHeight ?? 0 : 0
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - search))
    }

    /// The inline bar's area: the title rows above the large title.
    private var inlineRect: CGRect {
        guard let large = largeTitleRect else { return titleRowsRect }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: large.minY - bounds.minY)
    }

    /// The stacked search bar's row, the bar's bottom: the search bar spans it with
    /// its field at the items' margin (the search bar's own 8-point margin inside it).
    private func layoutSearchBar() {
        guard let searchBar, let bar else { return }
        let margin = NavigationBarItemLayout.itemMargin - SearchBar.margin
        let top = titleRowsRect.maxY
        searchBar.frame = CGRect(x: bounds.minX + margin, y: top, width: max(0, bounds.width - 2 * margin),
                                 height: NavigationBar.searchBarHeight)
        searchBar.alpha = bar.shownSearchHeight / NavigationBar.searchBarHeight
        // The active search's results hang from the search bar's bottom edge.
        if let search = searchBar.searchController, search.isActive { search.viewIfLoaded?.setNeedsLayout() }
    }

    /// The large title, UIKit's: 34-point bold `label` (unless the bar's appearance's
    /// `largeTitleTextAttributes` say otherwise) at the leading margin, its
    /// baseline 12 points above the bar's bottom (estimated from iOS 26 screenshots).
    /// While the bar collapses it slides up with the bar's bottom, cut off where the
    /// inline bar begins, as UIKit slides it under the inline bar.
    private func drawLargeTitle(in rect: CGRect, context: GraphicsContext) {
        guard let title = item.title, !title.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        let margin = NavigationBarItemLayout.itemMargin
        let layout = TextLayout(title, attributes: TextAttributes(
            bar?.currentAppearance.largeTitleTextAttributes, defaults: TextAttributes(
                font: Self.largeTitleFont, foregroundColor: .label,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail))),
            containerSize: CGSize(width: max(1, rect.width - 2 * margin), height: TextLayout.unboundedSize.height),
            numberOfLines: 1)
        let scale = contentScaleFactor
        let y = ((rect.maxY - 12 - layout.firstBaselineOffsetFromTop) * scale).rounded() / scale
        context.draw(layout, at: CGPoint(x: rect.minX + margin, y: y))
    }

    /// The large title's font.
    static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)

    /// The leading items shown: none while they would replace a back button that
    /// shows, unless they supplement it.
    private var leadingItems: [BarButtonItem] { item.leftBarButtonItems ?? [] }

    /// The back button's titles by preference, UIKit's: the back item's back bar button
    /// item's title, else as its `backButtonDisplayMode` says (its back title or title,
    /// then "Back"; "Back" alone; none); `nil` when there is no back button (hidden, or
    /// replaced by leading items).
    private var backTitles: [String]? {
        guard let backItem, !item.hidesBackButton, leadingItems.isEmpty || item.leftItemsSupplementBackButton
        else { return nil }
        if let title = backItem.backBarButtonItem?.title { return [title, "Back"] }
        switch backItem.backButtonDisplayMode {
        case .default: return [backItem.backButtonTitle ?? backItem.title, "Back"].compactMap { $0 }
        case .generic: return ["Back"]
        case .minimal: return []
        }
    }

    // MARK: Bar button items

    /// Makes the views of the item's bar button items and title view again.
    func reloadBarItems() {
        // Nothing to place before or after: no layout pass to ask for.
        let hadViews = leadingRow != nil || trailingRow != nil || titleView != nil || searchBar != nil
        leadingRow?.removeFromSuperview()
        trailingRow?.removeFromSuperview()
        leadingRow = makeRow(leadingItems)
        trailingRow = makeRow((item.rightBarButtonItems ?? []).reversed())
        if titleView !== item.titleView {
            if titleView?.superview === self { titleView?.removeFromSuperview() }
            titleView = item.titleView
            if let titleView { addSubview(titleView) }
        }
        if searchBar !== item.stackedSearchBar {
            if searchBar?.superview === self { searchBar?.removeFromSuperview() }
            searchBar = item.stackedSearchBar
            if let searchBar {
                searchBar.drawsBackground = false
                addSubview(searchBar)
            }
        }
        if hadViews || leadingRow != nil || trailingRow != nil || titleView != nil || searchBar != nil { setNeedsLayout() }
        setNeedsDisplay()
    }

    private func makeRow(_ items: [BarButtonItem]) -> BarItemRowView? {
        guard !items.isEmpty else { return nil }
        for item in items { item.host = self }
        let row = BarItemRowView(items: items, tintColor: bar?.tintColor ?? .systemBlue)
        addSubview(row)
        return row
    }

    func barItemContentDidChange() { reloadBarItems() }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil { reloadBarItems() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = itemLayout
        let margin = NavigationBarItemLayout.itemMargin
        // Right to left, the trailing items are on the left and the leading ones follow
        // the (mirrored) back button leftwards.
        if let trailingRow {
            let width = trailingRow.contentWidth
            let x = isRightToLeft ? bounds.minX + margin : bounds.maxX - margin - width
            trailingRow.frame = CGRect(x: x, y: 0, width: width, height: inlineRect.height)
        }
        if let leadingRow {
            let width = leadingRow.contentWidth
            let x = isRightToLeft ? (layout.backButtonFrame.map { $0.minX } ?? bounds.maxX - margin) - width
                : layout.backButtonFrame.map { $0.maxX } ?? bounds.minX + margin
            leadingRow.frame = CGRect(x: x, y: 0, width: width, height: inlineRect.height)
        }
        if let titleView, let frame = layout.titleViewFrame { titleView.frame = frame }
        let hidesTitleRows = bar?.hidesTitleRowsForSearch ?? false
        for row in [leadingRow, trailingRow, titleView] { row?.isHidden = hidesTitleRows }
        layoutSearchBar()
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        guard bar?.hidesTitleRowsForSearch != true else { return }
        let layout = itemLayout
        if let large = largeTitleRect { drawLargeTitle(in: large, context: context) }
        if let title = layout.title { context.draw(title.layout, at: title.origin) }
        if let indicator = layout.backIndicator {
            drawBackIndicator(in: indicator, context: context)
        }
        if let backTitle = layout.backTitle { context.draw(backTitle.layout, at: backTitle.origin) }
    }

    /// The chevron of SF Symbols' `chevron.backward` at the weight UIKit's back button
    /// uses: a 2.5-point stroke with round caps and join, its tip at the leading side
    /// (pointing right in a right-to-left bar, as the symbol mirrors).
    private func drawBackIndicator(in box: CGRect, context: GraphicsContext) {
        let inset: CGFloat = 1.5
        let (tipX, tailX) = isRightToLeft ? (box.maxX - inset, box.minX + inset) : (box.minX + inset, box.maxX - inset)
        context.setStrokeColor(bar?.tintColor ?? .systemBlue)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: tailX, y: box.minY + inset))
        context.addLine(to: CGPoint(x: tipX, y: box.midY))
        context.addLine(to: CGPoint(x: tailX, y: box.maxY - inset))
        context.strokePath()
    }

    /// The bar's content mirrors.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Back button

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    /// A touch lifted inside the back button pops, as UIKit's button does on touch up
    /// inside.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let button = itemLayout.backButtonFrame,
              button.contains(touch.location(in: self)) else { return }
        bar?.backButtonWasTapped()
    }
}
