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

    /// Takes a header or footer off the table: a title view, or a view of a registered
    /// class, goes to its reuse pool.
    private func recycle(_ view: View) {
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

    /// Takes a section's header and footer off the table, to be asked for again.
    func removeSectionViews(of section: Int) {
        for view in [displayedHeaders[section], displayedFooters[section]].compactMap({ $0 }) { recycle(view) }
        displayedHeaders[section] = nil
        displayedFooters[section] = nil
    }

    /// Registers the class whose views `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// makes for `identifier`, like `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`;
    /// `nil` removes the registration.
    public func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = viewClass
    }

    /// A header or footer view for `identifier`: one from the reuse pool after
    /// `prepareForReuse()`, or a new one of the registered class, or `nil` without
    /// either, like `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterReusePool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier]?.init(registeredReuseIdentifier: identifier)
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
