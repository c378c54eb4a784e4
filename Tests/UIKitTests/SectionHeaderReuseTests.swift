import Foundation
import Testing
import UIKit

/// A section header of its own class, registered and dequeued as iOS code does.
final class BadgeHeaderView: UITableViewHeaderFooterView {
    static var made = 0
    let badge = UILabel()
    private(set) var reuses = 0

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        Self.made += 1
        badge.textColor = .systemRed
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        badge.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
    }
}

/// Forty sections of three rows, each under a registered header view; the row count
/// of a section can change and be reloaded alone.
final class SectionedController: UITableViewController {
    var rowCounts = Array(repeating: 3, count: 40)
    var asked: [String] = []

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(BadgeHeaderView.self, forHeaderFooterViewReuseIdentifier: "badge")
        tableView.sectionHeaderHeight = 28
    }

    override func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        asked.append("rows \(section)")
        return rowCounts[section]
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append("cell \(indexPath.section)-\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge") as? BadgeHeaderView
        header?.badge.text = "Section \(section)"
        return header
    }
}

@MainActor
@Suite(.serialized) struct SectionHeaderReuseTests {
    private func show(_ controller: SectionedController) -> UIWindow {
        let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return window
    }

    @Test func registeredHeadersAreMadeForTheScreenAndReused() throws {
        BadgeHeaderView.made = 0
        let controller = SectionedController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        let headers = table.subviews.compactMap { $0 as? BadgeHeaderView }
        // 480 points show three sections of 28 + 3 × 44 points.
        #expect(headers.count == 3)
        #expect(BadgeHeaderView.made == 3)
        #expect(headers.map(\.badge.text).sorted { $0! < $1! } == (0..<3).map { "Section \($0)" })
        for step in 1...20 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 160)
            window.eventLoop.runOnce()
        }
        // Scrolling reuses the headers that left the screen instead of making new ones.
        #expect(BadgeHeaderView.made <= 5)
        let reused = table.subviews.compactMap { $0 as? BadgeHeaderView }
        #expect(reused.contains { $0.reuses > 0 })
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
    }

    @Test func reloadSectionsAsksForOneSectionAgainWithItsNewCount() throws {
        let controller = SectionedController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        let keptCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        controller.asked = []
        controller.rowCounts[1] = 1
        let (_, messages) = Diagnostics.collect {
            table.reloadSections(IndexSet(integer: 1), with: .automatic)
            window.eventLoop.runOnce()
        }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(controller.asked.contains("rows 1"))
        #expect(controller.asked.contains("cell 1-0"))
        #expect(!controller.asked.contains { $0.hasPrefix("cell 0-") })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === keptCell)
        let sectionTwo = table.rectForHeader(inSection: 2).minY
        // Each header 22 points below what comes before it (iOS 15's plain `sectionHeaderTopPadding`).
        #expect(sectionTwo == CGFloat(22 + 28 + 3 * 44 + 22 + 28 + 44 + 22))
    }

    @Test func reloadingASectionThatDoesNotExistIsUIKitsExceptionAndReloads() {
        let controller = SectionedController()
        let window = show(controller)
        let (_, messages) = Diagnostics.collect {
            controller.tableView.reloadSections(IndexSet(integer: 40), with: .none)
            window.eventLoop.runOnce()
        }
        #expect(messages == ["attempt to reload section 40, but there are only 40 sections before the update"])
        #expect(controller.tableView.numberOfSections == 40)
    }
}

/// `UITableView.backgroundView`: behind the rows, filling the table as it scrolls.
@MainActor
@Suite struct TableBackgroundViewTests {
    @Test func theBackgroundViewStaysBehindTheRowsAndFillsTheVisibleBounds() throws {
        let controller = SectionedController()
        let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: UITableView = controller.tableView
        let background = UIView()
        background.backgroundColor = .systemYellow
        table.backgroundView = background
        window.eventLoop.runOnce()
        #expect(table.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        table.contentOffset = CGPoint(x: 0, y: 300)
        window.eventLoop.runOnce()
        #expect(background.frame == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(table.subviews.first === background)
        table.backgroundView = nil
        #expect(background.superview == nil)
    }
}
