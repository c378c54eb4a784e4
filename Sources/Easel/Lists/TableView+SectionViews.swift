import EaselGraphics
import Foundation

/// Section headers and footers: the delegate's views, or title views; in the plain
/// style a header sticks to the top while its section scrolls under it. The delegate
/// hears when each comes on screen (`willDisplayHeaderView`, after it is in the table)
/// and leaves it (`didEndDisplayingHeaderView`), and the same for footers.
extension TableView {
    func tileSectionViews() {
        let visible = bounds
        var shownHeaders = Set<Int>(), shownFooters = Set<Int>()
        for section in sections.indices where sections[section].bottom > visible.minY && sections[section].top < visible.maxY {
            if sections[section].headerHeight > 0, sectionView(section, placement: .header, at: rectForHeader(inSection: section)) {
                shownHeaders.insert(section)
            }
            if sections[section].footerHeight > 0, sectionView(section, placement: .footer, at: rectForFooter(inSection: section)) {
                shownFooters.insert(section)
            }
        }
        // Only the views that leave are sorted (for the delegate's order): on most
        // passes none do, and the filtered list stays empty.
        for section in displayedHeaders.keys.filter({ !shownHeaders.contains($0) }).sorted() {
            guard let view = displayedHeaders.removeValue(forKey: section) else { continue }
            recycle(view)
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for section in displayedFooters.keys.filter({ !shownFooters.contains($0) }).sorted() {
            guard let view = displayedFooters.removeValue(forKey: section) else { continue }
            recycle(view)
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Places the shown header or footer of a section at `frame` (asking for it when
    /// it comes on screen, where it shows at once); `false` when the section has none.
    private func sectionView(_ section: Int, placement: TableViewHeaderFooterView.Placement, at frame: CGRect) -> Bool {
        if let shown = placement == .header ? displayedHeaders[section] : displayedFooters[section] {
            shown.frame = frame
            return true
        }
        let given = placement == .header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                                         : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = placement == .header ? sections[section].headerTitle : sections[section].footerTitle
        guard let view = given ?? title.map({ titleView($0, placement: placement, section: section) }) else { return false }
        // The view lays out its content at once, even inside an update's animation
        // block; an inserted or reloaded section's view then comes in as its rows do.
        let start = updateTransition?.appearingPlace(ofSectionViewIn: section, final: frame)
        View.performWithoutAnimation {
            view.frame = start?.frame ?? frame
            if let start { view.alpha = start.alpha }
            addSubview(view)
            view.layoutSubtreeIfNeeded()
        }
        if start != nil { view.alpha = 1 }
        view.frame = frame
        if placement == .header {
            displayedHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            displayedFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return true
    }

    private func titleView(_ title: String, placement: TableViewHeaderFooterView.Placement, section: Int) -> View {
        let view = headerFooterPool.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        view.configure(title: title, placement: placement, style: style, isFirstSection: section == 0)
        return view
    }

    /// Takes a header or footer off the table: a title view, or a view of a registered
    /// class, goes to its reuse pool.
    func recycle(_ view: View) {
        view.removeFromSuperview()
        guard let reusable = view as? TableViewHeaderFooterView else { return }
        if let identifier = reusable.reuseIdentifier {
            if headerFooterRegistrations[identifier] != nil { headerFooterReusePool[identifier, default: []].append(reusable) }
        } else {
            headerFooterPool.append(reusable)
        }
    }

    func removeSectionViews() {
        for view in Array(displayedHeaders.values) + Array(displayedFooters.values) { recycle(view) }
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    /// Moves the shown headers and footers with their sections through `mapping`
    /// (old → new); those of sections it does not name go (leaving with their section
    /// when `transition` animates the update), to be asked for again.
    func renumberSectionViews(through mapping: [Int: Int], leavingWith transition: TableUpdateTransition?) {
        func renumbered(_ views: [Int: View]) -> [Int: View] {
            var kept: [Int: View] = [:]
            for (section, view) in views.sorted(by: { $0.key < $1.key }) {
                if let new = mapping[section] {
                    kept[new] = view
                } else if let transition, transition.leavingAnimation(ofSection: section) != .none {
                    transition.keep(sectionView: view, leaving: section)
                } else {
                    recycle(view)
                }
            }
            return kept
        }
        displayedHeaders = renumbered(displayedHeaders)
        displayedFooters = renumbered(displayedFooters)
    }

    /// A header or footer view for `identifier`: one from the reuse pool after
    /// `prepareForReuse()`, or a new one of the registered class, or `nil` without
    /// either, like `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterReusePool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier].map { RegisteredViews.makeHeaderFooterView($0, reuseIdentifier: identifier) }
    }

    /// The header shown for `section`, like `UITableView.headerView(forSection:)`:
    /// `nil` while it is not shown, or when the delegate's view for it is not a
    /// `TableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        displayedHeaders[section] as? TableViewHeaderFooterView
    }

    /// The footer shown for `section`, like `UITableView.footerView(forSection:)`.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        displayedFooters[section] as? TableViewHeaderFooterView
    }

    /// The frame of a section's header, like `UITableView.rectForHeader(inSection:)`:
    /// below its `sectionHeaderTopPadding`; in the plain style, pinned to the top of the
    /// bounds while its section is under it, and pushed up by the section's end.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadSectionsIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let info = sections[section]
        var top = info.headerTop
        if style == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            top = max(top, min(pinned, info.bottom - info.footerHeight - info.headerHeight))
        }
        return CGRect(x: 0, y: top, width: bounds.width, height: info.headerHeight)
    }

    /// The frame of a section's footer, like `UITableView.rectForFooter(inSection:)`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadSectionsIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let info = sections[section]
        return CGRect(x: 0, y: info.bottom - info.footerHeight, width: bounds.width, height: info.footerHeight)
    }
}
