import EaselGraphics
import Foundation

/// The section index: the data source's index titles in a column along the trailing
/// edge (leading, the left, in a right-to-left layout), which narrows the cells'
/// content by its width, and scrolls the table to a section when a title is touched.
extension TableView {
    /// Asks the data source for the index titles (after the sections' counts, as UIKit
    /// does) and shows the index when there are some and the table has at least
    /// `sectionIndexMinimumDisplayRowCount` rows (a count UIKit applies only to the
    /// plain style), or takes it away.
    func loadSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let rowCount = sections.reduce(0) { $0 + $1.rows.count }
        guard !titles.isEmpty, style != .plain || rowCount >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let index = sectionIndexView ?? TableSectionIndexView(frame: .zero)
        index.titles = titles
        index.touchedTitle = { [weak self] in self?.scrollToSection(forIndexTitleAt: $0) }
        if index.superview !== self { addSubview(index) }
        sectionIndexView = index
    }

    /// Places the index over the visible height at its edge, above the rows and
    /// headers, in the table's index colours.
    func placeSectionIndex() {
        guard let index = sectionIndexView else { return }
        let inset = adjustedContentInset
        let x = isRightToLeft ? bounds.minX : bounds.maxX - TableSectionIndexView.width
        index.frame = CGRect(x: x, y: bounds.minY + inset.top, width: TableSectionIndexView.width,
                             height: max(0, bounds.height - inset.top - inset.bottom))
        index.titleColor = sectionIndexColor ?? tintColor
        index.restingBackgroundColor = sectionIndexBackgroundColor
        index.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    /// How far the index narrows a cell's content from its left and right edges.
    var sectionIndexInsets: (left: CGFloat, right: CGFloat) {
        guard sectionIndexView != nil else { return (0, 0) }
        return isRightToLeft ? (TableSectionIndexView.width, 0) : (0, TableSectionIndexView.width)
    }

    /// Whether the scroll pan began on the index, where a drag runs through the
    /// titles instead of scrolling.
    func panBeganOnSectionIndex() -> Bool {
        guard let index = sectionIndexView else { return false }
        let translation = panGestureRecognizer.translation(in: self)
        let location = panGestureRecognizer.location(in: self)
        return index.frame.contains(CGPoint(x: location.x - translation.x, y: location.y - translation.y))
    }

    /// Asks the data source for the index titles again, like
    /// `UITableView.reloadSectionIndexTitles()`.
    public func reloadSectionIndexTitles() {
        loadSectionsIfNeeded()
        let hadIndex = sectionIndexView != nil
        loadSectionIndex()
        // The index's coming or going narrows or widens the rows: measure them again.
        if hadIndex != (sectionIndexView != nil) { reloadGeometry() } else { setNeedsLayout() }
    }

    /// Scrolls the section of the index title at `index` to the top, as a touch on the
    /// title does: the data source's `sectionForSectionIndexTitle` names the section.
    /// A section that does not exist is UIKit's exception: reported, and nothing
    /// scrolls.
    func scrollToSection(forIndexTitleAt index: Int) {
        guard let titles = sectionIndexView?.titles, titles.indices.contains(index) else { return }
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
        guard sections.indices.contains(section) else {
            return Trace.diagnostic("Index title \(titles[index]) at \(index) names section \(section), "
                                    + "but the table has \(sections.count) sections", view: traceName)
        }
        let range = offsetRange.y
        let y = min(range.upperBound, max(range.lowerBound, sections[section].top - adjustedContentInset.top))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
        // The index stays over the visible height now, so that the finger's next move
        // is read against where the titles are drawn.
        placeSectionIndex()
    }
}
