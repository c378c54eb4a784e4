import Foundation
import Testing
import UIKit

/// A typical iOS settings screen, written in UIKit's API as an iOS engineer writes it:
/// an inset-grouped `UITableViewController` with titled sections, value cells,
/// a switch as accessory view, disclosure and checkmark accessories.
final class SettingsTableController: UITableViewController {
    private let sections: [(title: String?, rows: [(String, String?)])] = [
        ("Account", [("Name", "Ada"), ("Email", "ada@example.com")]),
        ("Notifications", [("Sounds", nil), ("Badges", nil)]),
        (nil, [("About", nil)]),
    ]
    var selected: [IndexPath] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let (text, value) = sections[indexPath.section].rows[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = text
        content.secondaryText = value
        cell.contentConfiguration = content
        switch indexPath.section {
        case 0: cell.accessoryType = .disclosureIndicator
        case 1:
            let toggle = UISwitch()
            toggle.isOn = indexPath.row == 0
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        default: cell.accessoryType = .checkmark
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite struct SettingsTableTests {
    private func shown() -> (UIWindow, SettingsTableController) {
        let window = makeWindow(width: 320, height: 400, scale: 2)
        let controller = SettingsTableController()
        window.rootViewController = controller
        commit(window)
        return (window, controller)
    }

    @Test func theScreenLaysOutItsSectionsAndRows() throws {
        let (window, controller) = shown()
        let table: UITableView = controller.tableView
        #expect(table.numberOfSections == 3)
        #expect(table.visibleCells.count == 5)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minX == 16 && first.width == 288 && first.height == 44)
        #expect(table.visibleCells[2].accessoryView is UISwitch)
        let image = try frameImage(of: window)
        try #require(image.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "settings-table.png"))
        // The grouped background beside the inset rows, the cell's background inside.
        #expect(pixel(image, 10, Int(first.midY * 2)) == UIColor.systemGroupedBackground.pixel)
        #expect(pixel(image, 40, Int(first.midY * 2) + 30) == UIColor.secondarySystemGroupedBackground.pixel)
    }

    @Test func aTapOnARowCallsDidSelectAndTheControllerDeselectsIt() {
        let (window, controller) = shown()
        let row = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        window.scheduleTap(at: CGPoint(x: row.midX, y: row.midY))
        window.eventLoop.run(for: 1)
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
