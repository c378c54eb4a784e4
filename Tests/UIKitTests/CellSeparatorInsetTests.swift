import Testing
import UIKit

/// A list whose first row's separator runs edge to edge and whose second row hides its
/// separator, as apps do per cell with `UITableViewCell.separatorInset`.
@MainActor
private final class SeparatorListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 40
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        switch indexPath.row {
        case 0: cell.separatorInset = .zero
        case 1: cell.separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0)
        default: break
        }
        return cell
    }
}

@MainActor
@Suite struct CellSeparatorInsetTests {
    @Test func aCellsSeparatorInsetTakesThePlaceOfTheTables() throws {
        let window = makeWindow(width: 200, height: 200)
        let controller = SeparatorListController(style: .plain)
        window.rootViewController = controller
        commit(window)
        let table: UITableView = controller.tableView
        let image = try frameImage(of: window)
        func separatorShows(row: Int, x: Int) -> Bool {
            let frame = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: window)
            return pixel(image, x, Int(frame.maxY) - 1) != .white
        }
        #expect(separatorShows(row: 0, x: 1), "edge to edge")
        #expect(!separatorShows(row: 1, x: 1) && !separatorShows(row: 1, x: 150), "hidden")
        #expect(!separatorShows(row: 2, x: 1) && separatorShows(row: 2, x: 150), "the table's inset")
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(third.separatorInset == table.separatorInset)
    }
}
