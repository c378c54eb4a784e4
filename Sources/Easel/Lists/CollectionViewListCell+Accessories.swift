import EaselGraphics
import Foundation

/// An accessory a list cell shows: its view, the size it is drawn at and its side.
struct ShownCellAccessory {
    let accessory: CellAccessory
    let view: View
    let size: CGSize
    let isLeading: Bool

    /// The width it takes: its own, or the larger room reserved for it.
    var room: CGFloat { accessory.reservedLayoutWidth.room(for: size.width) }
}

/// A list cell's accessories: the ones its list's editing state shows, arranged at the
/// leading and trailing sides as UIKit arranges them (`CellAccessory.arranged`). From
/// the leading margin (after the indentation) and the trailing margin inward, each
/// stands centred in its room, `ListContentLayout.horizontalTextPadding` from the next,
/// vertically centred; the content view fills what is left between them. A hidden
/// accessory keeps its room.
extension CollectionViewListCell {
    /// Makes the views of the accessories shown now, reusing the last ones of the same
    /// kind, and measures them.
    func updateShownAccessories() {
        let arranged = CellAccessory.arranged(accessories, editing: configurationState.isEditing)
        var unused = shownAccessories
        var shown: [ShownCellAccessory] = []
        for (accessory, isLeading) in arranged.leading.map({ ($0, true) }) + arranged.trailing.map({ ($0, false) }) {
            let reused = unused.firstIndex { $0.accessory.isSameKind(as: accessory) }.map { unused.remove(at: $0).view }
            let view = view(for: accessory, reusing: reused)
            shown.append(ShownCellAccessory(accessory: accessory, view: view, size: size(of: accessory, shownBy: view), isLeading: isLeading))
        }
        for gone in unused where gone.view.superview === self { gone.view.removeFromSuperview() }
        for added in shown where added.view.superview !== self { addSubview(added.view) }
        shownAccessories = shown
    }

    /// Stands the shown accessories from the margins inward.
    func layoutAccessories() {
        updateShownAccessories()
        let margin = TableStyleMetrics.sideMargin(for: traitCollection), padding = ListContentLayout.horizontalTextPadding
        var leading = indentation + margin
        for shown in shownAccessories.reversed() where shown.isLeading {
            place(shown, at: leading)
            leading += shown.room + padding
        }
        var trailing = bounds.width - margin
        for shown in shownAccessories.reversed() where !shown.isLeading {
            trailing -= shown.room
            place(shown, at: trailing)
            trailing -= padding
        }
    }

    /// The widths the accessories take at each side with the margin and the padding
    /// between them (none at a side without any).
    var accessoryWidths: (leading: CGFloat, trailing: CGFloat) {
        let margin = TableStyleMetrics.sideMargin(for: traitCollection), padding = ListContentLayout.horizontalTextPadding
        func width(_ side: [ShownCellAccessory]) -> CGFloat {
            side.isEmpty ? 0 : side.reduce(margin - padding) { $0 + $1.room + padding }
        }
        return (width(shownAccessories.filter(\.isLeading)), width(shownAccessories.filter { !$0.isLeading }))
    }

    /// The accessory a tap at `point` (in the cell) acts on: an outline disclosure
    /// (anywhere on a header-style one's cell, on the chevron and the padding around it
    /// for a cell-style one), or a delete or insert control with an action handler.
    func tappedAccessory(at point: CGPoint) -> CellAccessory? {
        let padding = ListContentLayout.horizontalTextPadding
        for shown in shownAccessories where !shown.accessory.isHidden {
            let isOnIt = shown.view.frame.insetBy(dx: -padding, dy: -padding).contains(point)
            switch shown.accessory.kind {
            case .outlineDisclosure(let options):
                let isHeaderStyle = options.style == .header || (options.style == .automatic && listRow?.header != nil)
                if isHeaderStyle ? bounds.contains(point) : isOnIt { return shown.accessory }
            case .control(.delete, _), .control(.insert, _):
                if isOnIt, shown.accessory.actionHandler != nil { return shown.accessory }
            default:
                continue
            }
        }
        return nil
    }

    /// Places an accessory's view centred in its room starting at `x` (from the left, or
    /// mirrored from the right in a right-to-left layout).
    private func place(_ shown: ShownCellAccessory, at x: CGFloat) {
        let size = shown.size
        let frame = CGRect(x: x + (shown.room - size.width) / 2, y: ((bounds.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        shown.view.frame = isRightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        shown.view.isHidden = shown.accessory.isHidden
    }

    /// The view that shows `accessory`: `old` (one that showed an accessory of its
    /// kind) brought up to date, or a new one; a custom accessory's own view.
    private func view(for accessory: CellAccessory, reusing old: View?) -> View {
        switch accessory.kind {
        case .drawn(let type):
            let drawn = old as? TableViewCellAccessoryView ?? TableViewCellAccessoryView(type: type)
            drawn.type = type
            return drawn
        case .outlineDisclosure(let options):
            let chevron = old as? CollectionOutlineDisclosureView ?? CollectionOutlineDisclosureView()
            chevron.isExpanded = configurationState.isExpanded
            chevron.isMirrored = isRightToLeft
            chevron.chevronColor = options.tintColor
            return chevron
        case .control(let kind, let options):
            let control = old as? TableViewCellEditingControl ?? TableViewCellEditingControl(kind: kind)
            control.kind = kind
            control.fillColor = options.backgroundColor
            control.markColor = options.tintColor
            return control
        case .multiselect(let options):
            let circle = old as? ListMultiselectView ?? ListMultiselectView()
            circle.look = ListMultiselectView.Look(isChecked: configurationState.isSelected, fillColor: options.backgroundColor,
                                                   markColor: options.tintColor)
            return circle
        case .label(let text, let options):
            let label = old as? Label ?? Label(frame: .zero)
            label.text = text
            label.font = options.resolvedFont(for: traitCollection)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.numberOfLines = 1
            return label
        case .customView(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
            return configuration.customView
        }
    }

    /// The size `accessory` is drawn at by `view`: a system drawing's own, a label's
    /// text, a custom view's fitting size (its frame's with `maintainsFixedSize`).
    private func size(of accessory: CellAccessory, shownBy view: View) -> CGSize {
        switch accessory.kind {
        case .drawn(let type): TableViewCellAccessoryView.size(of: type)
        case .outlineDisclosure: CollectionOutlineDisclosureView.size
        case .control(let kind, _): TableViewCellEditingControl.size(of: kind)
        case .multiselect: ListMultiselectView.size
        case .label: view.sizeThatFits(.zero)
        case .customView(let configuration): configuration.maintainsFixedSize ? view.bounds.size : view.sizeThatFits(view.bounds.size)
        }
    }
}
