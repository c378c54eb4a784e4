/// One section of a scene's table (`sections:` of a `TableView`): what the data source
/// gives for it, `titleForHeaderInSection`, `titleForFooterInSection` and its rows.
public struct SceneTableSection: Sendable {
    /// The header's title, like `tableView(_:titleForHeaderInSection:)`.
    public let header: String?
    /// The footer's title, like `tableView(_:titleForFooterInSection:)`.
    public let footer: String?
    /// The rows, top to bottom, a template's repetitions already made.
    public let rows: [SceneTableRow]
}
