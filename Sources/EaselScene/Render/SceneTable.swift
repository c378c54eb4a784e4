import Easel
import EaselGraphics
import Foundation

/// The view of a scene's `class: TableView`: a table that is its own data source and
/// delegate, as an app's table controller is. `cellForRowAt` dequeues a cell of the
/// row's style (`dequeueReusableCell(withIdentifier:)`, else a new
/// `TableViewCell(style:reuseIdentifier:)`) and sets its labels, image, accessory and
/// `Switch`; the swipe actions' handlers complete at once, a destructive one after
/// removing its row from the data, so the table deletes it.
final class SceneTable: TableView, TableViewDataSource, TableViewDelegate {
    /// The sections' titles and rows; setting them reloads the table.
    var content: [SceneTableSection] = [] {
        didSet {
            rows = content.map(\.rows)
            reloadData()
        }
    }
    /// The rows the data source gives, which a destructive swipe action shortens.
    private var rows: [[SceneTableRow]] = []

    init(style: TableView.Style) {
        super.init(frame: .zero, style: style)
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { content[section].header }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { content[section].footer }

    /// The sections' index titles, in order; none when no section has one.
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        let titles = content.compactMap(\.indexTitle)
        return titles.isEmpty ? nil : titles
    }

    /// The section whose index title is the `index`th.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        content.indices.filter { content[$0].indexTitle != nil }[index]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.section][indexPath.row]
        let identifier = "\(row.cellStyle)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? TableViewCell(style: row.cellStyle, reuseIdentifier: identifier)
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.secondaryText
        if let imageView = cell.imageView {
            imageView.image = row.image
            imageView.tintColor = row.imageTintColor
        }
        cell.accessoryType = row.accessory
        cell.accessoryView = row.switchIsOn.map { isOn in
            let control = Switch(frame: .zero)
            control.isOn = isOn
            return control
        }
        return cell
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        swipeConfiguration(rows[indexPath.section][indexPath.row].leadingActions, at: indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        swipeConfiguration(rows[indexPath.section][indexPath.row].trailingActions, at: indexPath)
    }

    private func swipeConfiguration(_ actions: [SceneTableRow.SwipeAction], at indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        guard !actions.isEmpty else { return nil }
        return SwipeActionsConfiguration(actions: actions.map { action in
            let contextual = ContextualAction(style: action.style, title: action.title) { [weak self] performed, _, completion in
                if performed.style == .destructive { self?.rows[indexPath.section].remove(at: indexPath.row) }
                completion(true)
            }
            if let color = action.backgroundColor { contextual.backgroundColor = color }
            return contextual
        })
    }
}
