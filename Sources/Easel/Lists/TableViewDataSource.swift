import Foundation

/// Gives a table its rows and cells, like `UITableViewDataSource`: the two required
/// methods, and UIKit's defaults for the optional ones (one section, no titles).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`, like `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, usually from `dequeueReusableCell(withIdentifier:for:)`, like
    /// `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections, like `numberOfSections(in:)` (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of a section's header, like `tableView(_:titleForHeaderInSection:)`.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer, like `tableView(_:titleForFooterInSection:)`.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

/// UIKit's defaults for the optional methods.
extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
