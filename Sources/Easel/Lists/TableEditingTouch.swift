import Foundation

/// A finger on a row's editing control while the table edits: the insert control
/// until it lifts, or the reorder grip while it drags the row.
struct TableEditingTouch {
    /// The row whose control the finger came down on.
    let row: IndexPath
    /// The control it came down on.
    let control: TableViewCellEditingControl.Kind
    /// Where it came down, in the table.
    let start: CGPoint
}
