import EaselGraphics
import Foundation

/// Section headers and footers: the delegate's views, or title views; in the plain
/// style a header sticks to the top while its section scrolls under it.
extension TableView {
    func tileSectionViews() {
        let visible = bounds
        var shownHeaders = Set<Int>(), shownFooters = Set<Int>()
        for section in sections.indices where sections[section].bottom > visible.minY && sections[section].top < visible.maxY {
            if sections[section].headerHeight > 0, let view = sectionView(section, placement: .header) {
                view.frame = rectForHeader(inSection: section)
                shownHeaders.insert(section)
            }
            if sections[section].footerHeight > 0, let view = sectionView(section, placement: .footer) {
                view.frame = rectForFooter(inSection: section)
                shownFooters.insert(section)
            }
        }
        for (section, view) in displayedHeaders where !shownHeaders.contains(section) {
            recycle(view)
            displayedHeaders[section] = nil
        }
        for (section, view) in displayedFooters where !shownFooters.contains(section) {
            recycle(view)
            displayedFooters[section] = nil
        }
    }

    /// The shown header or footer of a section, asked for when it comes on screen.
    private func sectionView(_ section: Int, placement: TableViewHeaderFooterView.Placement) -> View? {
        let shown = placement == .header ? displayedHeaders[section] : displayedFooters[section]
        if let shown { return shown }
        let given = placement == .header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                                         : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = placement == .header ? sections[section].headerTitle : sections[section].footerTitle
        guard let view = given ?? title.map({ titleView($0, placement: placement, section: section) }) else { return nil }
        addSubview(view)
        if placement == .header { displayedHeaders[section] = view } else { displayedFooters[section] = view }
        return view
    }

    private func titleView(_ title: String, placement: TableViewHeaderFooterView.Placement, section: Int) -> View {
        let view = headerFooterPool.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        view.configure(title: title, placement: placement, style: style, isFirstSection: section == 0)
        return view
    }

    private func recycle(_ view: View) {
        view.removeFromSuperview()
        if let titleView = view as? TableViewHeaderFooterView, titleView.reuseIdentifier == nil {
            headerFooterPool.append(titleView)
        }
    }

    func removeSectionViews() {
        for view in Array(displayedHeaders.values) + Array(displayedFooters.values) { recycle(view) }
        displayedHeaders = [:]
        displayedFooters = [:]
    }

    /// The frame of a section's header, like `UITableView.rectForHeader(inSection:)`:
    /// in the plain style, pinned to the top of the bounds while its section is
    /// under it, and pushed up by the section's end.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadSectionsIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let info = sections[section]
        var top = info.top
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
