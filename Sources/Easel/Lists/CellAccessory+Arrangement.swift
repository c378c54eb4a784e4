import EaselGraphics
import Foundation

/// Which side of a cell an accessory takes and in what order, as UIKit arranges them:
/// system accessories by the system's order, whatever their place in the array; custom
/// ones, in array order, at the position their placement picks.
extension CellAccessory {
    /// The accessories shown while the list is `editing` or not, at each side, each
    /// side ordered from the content outward to the cell's edge.
    @MainActor
    static func arranged(_ accessories: [CellAccessory], editing: Bool) -> (leading: [CellAccessory], trailing: [CellAccessory]) {
        let shown = accessories.filter { $0.isShown(editing: editing) }
        let system = shown.filter { $0.systemRank != nil }.sorted { $0.systemRank! < $1.systemRank! }
        var leading = system.filter(\.isLeading), trailing = system.filter { !$0.isLeading }
        for accessory in shown {
            guard case .customView(let configuration) = accessory.kind else { continue }
            if configuration.placement.isLeading {
                leading.insert(accessory, at: min(max(0, configuration.placement.position(leading)), leading.count))
            } else {
                trailing.insert(accessory, at: min(max(0, configuration.placement.position(trailing)), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// Whether the accessory goes at the leading side.
    var isLeading: Bool {
        switch kind {
        case .control(let control, _): control != .reorder
        case .customView(let configuration): configuration.placement.isLeading
        case .multiselect: true
        case .drawn, .outlineDisclosure, .label: false
        }
    }

    /// Where a system accessory stands among those of its side, from the content
    /// outward; `nil` for a custom view.
    private var systemRank: Int? {
        switch kind {
        case .control(.delete, _), .control(.insert, _): 0
        case .multiselect: 1
        case .label: 0
        case .drawn(.checkmark): 1
        case .drawn(.detailButton), .drawn(.detailDisclosureButton): 2
        case .outlineDisclosure: 3
        case .drawn: 4
        case .control(.reorder, _): 5
        case .customView: nil
        }
    }

    /// Whether `other` is an accessory of the same kind (the same custom view, for a
    /// custom one), as `Placement.position(after:)` matches them.
    func isSameKind(as other: CellAccessory) -> Bool {
        switch (kind, other.kind) {
        case (.drawn(let a), .drawn(let b)): a == b
        case (.outlineDisclosure, .outlineDisclosure), (.label, .label): true
        case (.control(let a, _), .control(let b, _)): a == b
        case (.multiselect, .multiselect): true
        case (.customView(let a), .customView(let b)): a.customView === b.customView
        default: false
        }
    }

    /// Whether the accessory is the multiselect circle, which shows the cell's selection.
    var isMultiselect: Bool { if case .multiselect = kind { true } else { false } }

    /// Whether the accessory keeps its room but shows nothing (its options' `isHidden`).
    var isHidden: Bool {
        switch kind {
        case .drawn, .outlineDisclosure: false
        case .control(_, let options), .multiselect(let options): options.isHidden
        case .label(_, let options): options.isHidden
        case .customView(let configuration): configuration.isHidden
        }
    }

    /// The room reserved for the accessory.
    var reservedLayoutWidth: LayoutDimension {
        switch kind {
        case .drawn, .outlineDisclosure: .standard
        case .control(_, let options), .multiselect(let options): options.reservedLayoutWidth
        case .label(_, let options): options.reservedLayoutWidth
        case .customView(let configuration): configuration.reservedLayoutWidth
        }
    }
}
