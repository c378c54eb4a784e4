/// One section of a scene's table (`sections:` of a `TableView`): what the data source
/// gives for it, `titleForHeaderInSection`, `titleForFooterInSection`, its entry in
/// `sectionIndexTitles(for:)` and its rows.
public struct SceneTableSection: Sendable {
    /// The header's title, like `tableView(_:titleForHeaderInSection:)`.
    public let header: String?
    /// The footer's title, like `tableView(_:titleForFooterInSection:)`.
    public let footer: String?
    /// The section's title in the section index, like an entry of
    /// `sectionIndexTitles(for:)` that `sectionForSectionIndexTitle` maps to it.
    public let indexTitle: String?
    /// The rows, top to bottom, a template's repetitions already made.
    public let rows: [SceneTableRow]
}
