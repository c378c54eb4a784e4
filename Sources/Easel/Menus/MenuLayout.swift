import EaselGraphics
import Foundation

/// Where an open menu's platter and rows go. iOS 26's menus are not in Apple's
/// documentation by the point; these are Easel's figures, chosen from the iOS 26
/// simulator's look:
///
/// - a platter 250 points wide (UIKit's menu width before iOS 26, which iOS 26 keeps
///   for menus whose titles fit), corners of 22 points, 6 points of padding above and
///   below the rows;
/// - 44-point rows (60 with a subtitle), titles in 17-point regular 16 points from the
///   sides; a 28-point leading column for checkmarks and images when any row of the
///   menu has one; a chevron on the trailing side of a submenu's row;
/// - the menu's title as a 32-point header in 13-point `secondaryLabel`; inline sections
///   8 points apart with a hairline between them, inset 16 points;
/// - the platter 8 points below its anchor (above it when it does not fit below), its
///   leading edge on the anchor's when the anchor is in the window's leading half, its
///   trailing edge on the anchor's otherwise, kept 8 points inside the safe area.
struct MenuLayout {
    /// What a row shows.
    enum Content {
        case header(String)
        case action(ControlAction)
        case submenu(Menu)
        case loading
    }

    /// One row of the platter.
    struct Row {
        let content: Content
        let frame: CGRect
    }

    let platter: CGRect
    let rows: [Row]
    let separators: [CGRect]
    /// Whether rows keep a leading column for checkmarks and images.
    let hasLeadingColumn: Bool

    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 22
    static let verticalPadding: CGFloat = 6
    static let rowHeight: CGFloat = 44
    static let subtitledRowHeight: CGFloat = 60
    static let headerHeight: CGFloat = 32
    static let sectionGap: CGFloat = 8
    static let horizontalPadding: CGFloat = 16
    static let leadingColumn: CGFloat = 28
    static let anchorGap: CGFloat = 8
    static let edgeMargin: CGFloat = 8
    static let titleFont = Font.systemFont(ofSize: 17)
    static let subtitleFont = Font.systemFont(ofSize: 15)
    static let headerFont = Font.systemFont(ofSize: 13)

    /// Lays out `menu` anchored to `anchor`, both in the coordinates of `bounds`.
    init(menu: Menu, anchor: CGRect, in bounds: CGRect, safeArea: EdgeInsets, scale: CGFloat) {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let sections = Self.sections(of: menu)
        let width = min(Self.width, bounds.width - safeArea.left - safeArea.right - 2 * Self.edgeMargin)
        var y = Self.verticalPadding
        var rows: [Row] = []
        var separatorOffsets: [CGFloat] = []
        for (index, section) in sections.enumerated() {
            if index > 0 {
                separatorOffsets.append(y + Self.sectionGap / 2)
                y += Self.sectionGap
            }
            for content in section {
                let height = Self.height(of: content)
                rows.append(Row(content: content, frame: CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        let height = y + Self.verticalPadding

        let safe = bounds.inset(by: safeArea).insetBy(dx: Self.edgeMargin, dy: Self.edgeMargin)
        var x = anchor.midX <= bounds.midX ? anchor.minX : anchor.maxX - width
        x = max(safe.minX, min(x, safe.maxX - width))
        let top: CGFloat
        if anchor.maxY + Self.anchorGap + height <= safe.maxY {
            top = anchor.maxY + Self.anchorGap
        } else if anchor.minY - Self.anchorGap - height >= safe.minY {
            top = anchor.minY - Self.anchorGap - height
        } else {
            top = max(safe.minY, safe.maxY - height)
        }
        let origin = CGPoint(x: snap(x), y: snap(top))
        platter = CGRect(origin: origin, size: CGSize(width: width, height: height))
        self.rows = rows.map { Row(content: $0.content, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
        let hairline = 1 / scale
        separators = separatorOffsets.map {
            CGRect(x: origin.x + Self.horizontalPadding, y: snap(origin.y + $0 - hairline / 2),
                   width: width - 2 * Self.horizontalPadding, height: hairline)
        }
        hasLeadingColumn = rows.contains { row in
            guard case .action(let action) = row.content else {
                if case .submenu(let submenu) = row.content { return submenu.image != nil }
                return false
            }
            return action.state != .off || action.image != nil
        }
    }

    /// The row at `point`, if any.
    func row(at point: CGPoint) -> Row? {
        rows.first { $0.frame.contains(point) }
    }

    private static func height(of content: Content) -> CGFloat {
        switch content {
        case .header: headerHeight
        case .action(let element as MenuElement), .submenu(let element as MenuElement):
            element.subtitle?.isEmpty == false ? subtitledRowHeight : rowHeight
        case .loading: rowHeight
        }
    }

    /// The rows of `menu` in sections: its title, its own rows, and each inline
    /// submenu's rows (under the submenu's title) between separators. Hidden actions and
    /// empty sections are left out.
    private static func sections(of menu: Menu) -> [[Content]] {
        var sections: [[Content]] = []
        if !menu.title.isEmpty { sections.append([.header(menu.title)]) }
        var current: [Content] = []
        func close() {
            if !current.isEmpty { sections.append(current) }
            current = []
        }
        for child in expanded(menu.children) {
            switch child {
            case let action as ControlAction where !action.attributes.contains(.hidden):
                current.append(.action(action))
            case let submenu as Menu where submenu.isInline:
                close()
                let rows = flattened(submenu.children)
                if !rows.isEmpty { sections.append((submenu.title.isEmpty ? [] : [.header(submenu.title)]) + rows) }
            case let submenu as Menu:
                current.append(.submenu(submenu))
            case is DeferredMenuElement:
                current.append(.loading)
            default:
                break
            }
        }
        close()
        return sections
    }

    /// An inline section's rows: nested inline menus join it.
    private static func flattened(_ children: [MenuElement]) -> [Content] {
        expanded(children).flatMap { child -> [Content] in
            switch child {
            case let action as ControlAction: action.attributes.contains(.hidden) ? [] : [.action(action)]
            case let submenu as Menu: submenu.isInline ? flattened(submenu.children) : [.submenu(submenu)]
            case is DeferredMenuElement: [.loading]
            default: []
            }
        }
    }

    /// `children` with each loaded deferred element replaced by its elements.
    private static func expanded(_ children: [MenuElement]) -> [MenuElement] {
        children.flatMap { child -> [MenuElement] in
            guard let deferred = child as? DeferredMenuElement, deferred.isLoaded else { return [child] }
            return expanded(deferred.elements)
        }
    }
}

extension Menu {
    /// Whether the menu shows its children as a section of its parent.
    var isInline: Bool { !options.isDisjoint(with: [.displayInline, .displayAsPalette]) }
}
