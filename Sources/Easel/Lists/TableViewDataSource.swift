import Foundation

/// Gives a table its rows and cells, like `UITableViewDataSource`: the two required
/// methods, and UIKit's defaults for the optional ones (one section, no titles, every
/// row editable).
@preconcurrency @MainActor
public protocol TableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`, like `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, usually from `dequeueReusableCell(withIdentifier:for:)`, like
    /// `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections, like `numberOfSections(in:)` (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The titles of the section index, like `sectionIndexTitles(for:)` (none by
    /// default): the table shows them in a column along its trailing edge.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a touch on the index title `title`, the `index`th, scrolls to, like
    /// `tableView(_:sectionForSectionIndexTitle:at:)` (by default the `index`th section).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The title of a section's header, like `tableView(_:titleForHeaderInSection:)`.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer, like `tableView(_:titleForFooterInSection:)`.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row shows its editing control while the table edits, like
    /// `tableView(_:canEditRowAt:)` (`true` by default).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked to delete or insert a row (a tap on the insert control, a
    /// confirmed delete): update the model, then the table, like
    /// `tableView(_:commit:forRowAt:)`.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row shows the reorder grip while the table edits, like
    /// `tableView(_:canMoveRowAt:)`. UIKit shows it by default when the data source
    /// implements `moveRowAt`; a Swift protocol cannot tell, so the default is `true`
    /// and the grip shows where the cell's `showsReorderControl` asks for it.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged a row to another place: move it in the model, like
    /// `tableView(_:moveRowAt:to:)`; the table then moves the cell.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// UIKit's defaults for the optional methods.
extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
