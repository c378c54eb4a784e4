import EaselGraphics
import Foundation

/// How a cell looks while its table edits: the editing control at the leading side
/// with the content moved aside for it, the editing accessory, and the reorder grip at
/// the trailing side.
extension TableViewCell {
    /// The control a row shows at its leading side while editing, like
    /// `UITableViewCell.EditingStyle`, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// The red minus: a tap asks to delete the row.
        case delete
        /// The green plus: a tap commits an insertion.
        case insert
    }

    /// The drawn accessory shown now: `editingAccessoryType` while editing.
    var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }
    /// The accessory view shown now (none while editing, as UIKit's default
    /// `editingAccessoryView`).
    var shownAccessoryView: View? { isEditing ? nil : accessoryView }
    var hasShownAccessory: Bool { shownAccessoryView != nil || shownAccessoryType != .none }

    /// How far the content moves aside for the editing control: the side margin and
    /// the control's 22 points while editing (unless the row is not indented, as with
    /// `shouldIndentWhileEditing` false), else 0.
    var editingIndent: CGFloat {
        guard isEditing, shouldIndentWhileEditing, tableAllowsIndent else { return 0 }
        return sideMargin + TableViewCellEditingControl.circleDiameter
    }

    /// The width the reorder grip takes at the trailing side: the grip and the side
    /// margin after it, while shown.
    var reorderControlWidth: CGFloat {
        guard isEditing, showsReorderControl, tableAllowsReorder else { return 0 }
        return TableViewCellEditingControl.gripSize.width + sideMargin
    }

    /// Places (or removes) the editing control and the reorder grip, vertically
    /// centered: the control at the leading margin, the grip before the trailing one
    /// (mirrored in a right-to-left layout).
    func layoutEditingControls() {
        let margin = sideMargin
        let controlKind: TableViewCellEditingControl.Kind? = switch (isEditing, editingStyle) {
        case (false, _), (true, .none): nil
        case (true, .delete): .delete
        case (true, .insert): .insert
        }
        editingControl = place(controlKind, reusing: editingControl, x: margin)
        reorderControl = place(reorderControlWidth > 0 ? .reorder : nil, reusing: reorderControl,
                               x: bounds.width - reorderControlWidth)
    }

    /// Shows a control of `kind` (reusing `control`) at `x`, or removes it for `nil`.
    private func place(_ kind: TableViewCellEditingControl.Kind?, reusing control: TableViewCellEditingControl?,
                       x: CGFloat) -> TableViewCellEditingControl? {
        guard let kind else {
            control?.removeFromSuperview()
            return nil
        }
        let control = control ?? TableViewCellEditingControl(kind: kind)
        control.kind = kind
        if control.superview !== self { addSubview(control) }
        let size = TableViewCellEditingControl.size(of: kind)
        control.frame = directional(CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height))
        return control
    }

    /// The editing control under a point of the cell, with a touch target as tall as the
    /// row and as wide as the indent (the grip's, its trailing region), at the sides a
    /// right-to-left layout mirrors them to.
    func editingControlKind(at location: CGPoint) -> TableViewCellEditingControl.Kind? {
        guard isEditing, location.y >= 0, location.y < bounds.height else { return nil }
        let point = isRightToLeft ? CGPoint(x: bounds.width - location.x, y: location.y) : location
        let margin = sideMargin
        if let editingControl, point.x >= 0, point.x < margin + TableViewCellEditingControl.circleDiameter + margin / 2 {
            return editingControl.kind
        }
        if reorderControl != nil, point.x >= bounds.width - reorderControlWidth - margin / 2, point.x < bounds.width {
            return .reorder
        }
        return nil
    }
}
