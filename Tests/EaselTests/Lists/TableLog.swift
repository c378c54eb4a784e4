import Easel
import Foundation

/// A data source and delegate that records every call it gets, in order.
@MainActor
final class TableLog: NSObject, TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var entries: [String] = []
    var fixedHeight: CGFloat?
    var identifier = "cell"
    var titles: [String?] = []
    var footerTitles: [String?] = []
    /// Texts that replace "Row s.r", on as many lines as they need.
    var longTexts: [IndexPath: String] = [:]
    /// How rows edit: the editing control (delete by default), rows that cannot be
    /// edited, rows not indented, and whether cells show the reorder grip.
    var editingStyles: [IndexPath: TableViewCell.EditingStyle] = [:]
    var notEditable: Set<IndexPath> = []
    var notIndented: Set<IndexPath> = []
    var showsReorderControl = false
    /// The swipe actions of rows, by side.
    var leadingActions: [IndexPath: SwipeActionsConfiguration] = [:]
    var trailingActions: [IndexPath: SwipeActionsConfiguration] = [:]
    /// Whether a reused `CountingCell`'s `prepareForReuse` is logged too, with the text
    /// the cell showed before.
    var logsReuse = false

    init(rows: [Int]) { self.rows = rows }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: TableView) -> Int {
        entries.append("numberOfSections")
        return rows.count
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        entries.append("numberOfRows \(section)")
        return rows[section]
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        entries.append("cellForRow \(Self.name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if logsReuse { (cell as? CountingCell)?.log = self }
        cell.textLabel?.text = longTexts[indexPath] ?? "Row \(Self.name(indexPath))"
        cell.textLabel?.numberOfLines = longTexts[indexPath] == nil ? 1 : 0
        cell.showsReorderControl = showsReorderControl
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        entries.append("heightForRow \(Self.name(indexPath))")
        return fixedHeight ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        entries.append("willDisplay \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        entries.append("didEndDisplaying \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        entries.append("shouldHighlight \(Self.name(indexPath))")
        return true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        entries.append("didHighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        entries.append("didUnhighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willSelect \(Self.name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        entries.append("didSelect \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willDeselect \(Self.name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        entries.append("didDeselect \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        entries.append("canEdit \(Self.name(indexPath))")
        return !notEditable.contains(indexPath)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        entries.append("editingStyle \(Self.name(indexPath))")
        return editingStyles[indexPath] ?? .delete
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        entries.append("shouldIndent \(Self.name(indexPath))")
        return !notIndented.contains(indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        entries.append("canMove \(Self.name(indexPath))")
        return true
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        entries.append("commit \(editingStyle) \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        entries.append("leadingSwipeActions \(Self.name(indexPath))")
        return leadingActions[indexPath]
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        entries.append("trailingSwipeActions \(Self.name(indexPath))")
        return trailingActions[indexPath]
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        entries.append("willBeginEditing \(Self.name(indexPath))")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        entries.append("didEndEditing \(indexPath.map(Self.name) ?? "nil")")
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        entries.append("moveRow \(Self.name(sourceIndexPath)) to \(Self.name(destinationIndexPath))")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    /// The log that hears `prepareForReuse`, when it asks to.
    weak var log: TableLog?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        log?.entries.append("prepareForReuse (was \(textLabel?.text ?? "empty"))")
    }
}

/// A table in a shown window, laid out.
@MainActor
func shownTable(_ log: TableLog, style: TableView.Style = .plain, width: CGFloat = 200, height: CGFloat = 200,
                scale: CGFloat = 1, configure: (TableView) -> Void = { _ in }) -> (Window, TableView) {
    let window = shownWindow(width: width, height: height, scale: scale)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.accessibilityIdentifier = "table"
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    configure(table)
    table.dataSource = log
    table.delegate = log
    window.addSubview(table)
    window.eventLoop.runOnce()
    return (window, table)
}
