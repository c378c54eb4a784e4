import EaselGraphics
import Foundation

/// A row of bar button items as a bar lays them out: groups on their capsules, 8 points
/// apart (iOS 26's gap between glass groups, estimated), fixed spaces adding their
/// width, and flexible spaces sharing what room is left equally, as
/// `UIToolbar` shares it. The groups are vertically centred.
final class BarItemRowView: View {
    /// The gap between two groups.
    static let groupGap: CGFloat = 8

    let items: [BarButtonItem]
    private let slots: [BarSlot]
    /// The group views, in the order of their slots.
    private(set) var groupViews: [BarButtonGroupView] = []

    init(items: [BarButtonItem], tintColor: Color) {
        self.items = items
        slots = BarButtonGroupView.groups(of: items)
        super.init(frame: .zero)
        for case .group(let group) in slots {
            let view = BarButtonGroupView(items: group)
            view.barTintColor = tintColor
            groupViews.append(view)
            addSubview(view)
        }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The width of the row without flexible room: groups, gaps and fixed spaces.
    var contentWidth: CGFloat { widths(flexible: 0).reduce(0, +) }

    /// Each slot's width, with `flexible` for each flexible space, gaps included after
    /// every group that another group follows.
    private func widths(flexible: CGFloat) -> [CGFloat] {
        var groups = groupViews.makeIterator()
        var result: [CGFloat] = []
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .group:
                let gap = slots[(index + 1)...].contains { if case .group = $0 { true } else { false } }
                    ? Self.groupGap : 0
                result.append((groups.next()?.width ?? 0) + gap)
            case .flexibleSpace: result.append(flexible)
            case .fixedSpace(let width): result.append(width)
            }
        }
        return result
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let flexibleCount = slots.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        let flexible = flexibleCount == 0 ? 0 : max(0, bounds.width - contentWidth) / CGFloat(flexibleCount)
        let height = BarButtonGroupView.height
        let y = ((bounds.height - height) / 2 * contentScaleFactor).rounded() / contentScaleFactor
        var x: CGFloat = 0
        var groups = groupViews.makeIterator()
        for (slot, width) in zip(slots, widths(flexible: flexible)) {
            if case .group = slot, let view = groups.next() {
                view.frame = CGRect(x: (x * contentScaleFactor).rounded() / contentScaleFactor, y: y,
                                    width: view.width, height: height)
            }
            x += width
        }
    }

    /// Redraws and re-lays out the groups after an item changed.
    func itemsDidChange() {
        for view in groupViews { view.setNeedsDisplay() }
        setNeedsLayout()
    }
}
