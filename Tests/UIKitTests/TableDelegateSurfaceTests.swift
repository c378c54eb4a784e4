import Testing
import UIKit

/// A settings list as iOS apps write one with `UITableViewController`: titled sections,
/// restyled headers, a detail button, indented rows, reordering with a fixed first row
/// and a custom delete title; it notes what the table tells it.
private final class SettingsListController: UITableViewController {
    var log: [String] = []
    var titles = [["General", "Privacy", "Display"], ["Sounds", "Battery", "Storage"], ["About", "Legal", "Reset"]]
    var configuredRows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath == IndexPath(row: 0, section: 0) ? .detailButton : .none
        configuredRows.append(titles[indexPath.section][indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed
    }

    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(indexPath.section)-\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indexPath.row == 2 ? 2 : 0
    }

    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Remove"
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.append("target \(proposedDestinationIndexPath.row)")
        return proposedDestinationIndexPath.row == 0 ? IndexPath(row: 1, section: proposedDestinationIndexPath.section)
                                                     : proposedDestinationIndexPath
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        let moved = titles[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        titles[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {}

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
}

/// A cell that notes the parts it is told it shows.
private final class TransitionNotingCell: UITableViewCell {
    var transitions: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(state.contains(.showingEditControl) ? "edit" : "plain")")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(state.contains(.showingEditControl) ? "edit" : "plain")")
    }
}

private final class TransitionSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "noting", for: indexPath)
    }
}

/// The rest of `UITableViewDelegate`, `UITableView` and `UITableViewCell` that table
/// screens use, through a `UITableViewController` subclass as iOS code overrides it.
@MainActor
@Suite struct TableDelegateSurfaceTests {
    private func show(_ controller: UITableViewController, width: CGFloat = 200, height: CGFloat = 300) -> UIWindow {
        let window = makeWindow(width: width, height: height)
        window.rootViewController = controller
        commit(window)
        return window
    }

    @Test func headersAreAnnouncedWhenTheyComeAndGo() throws {
        let controller = SettingsListController()
        let window = show(controller, height: 200)
        #expect(controller.log == ["willDisplayHeader 0", "willDisplayHeader 1"])
        let header = try #require(controller.tableView.headerView(forSection: 0))
        #expect(header.textLabel?.textColor == .systemRed, "restyled in willDisplayHeaderView")
        controller.log = []
        controller.tableView.setContentOffset(CGPoint(x: 0, y: controller.tableView.rect(forSection: 1).minY), animated: false)
        commit(window)
        #expect(controller.log == ["willDisplayHeader 2", "didEndDisplayingHeader 0"])
    }

    @Test func theDetailButtonTellsTheDelegateAndDoesNotSelect() {
        let controller = SettingsListController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let margin = table.separatorInset.left
        window.scheduleTap(at: CGPoint(x: row.maxX - margin - 11, y: row.midY))
        window.eventLoop.runUntilIdle()
        #expect(controller.log.last == "accessoryButtonTapped 0-0")
        #expect(table.indexPathForSelectedRow == nil)
        window.scheduleTap(at: CGPoint(x: 60, y: row.midY))
        window.eventLoop.runUntilIdle()
        #expect(controller.log.last == "didSelect 0-0")
    }

    @Test func theDelegatesIndentationLevelIndentsTheText() throws {
        let controller = SettingsListController()
        _ = show(controller)
        let table: UITableView = controller.tableView
        let plain = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let indented = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(plain.indentationLevel == 0 && indented.indentationLevel == 2 && indented.indentationWidth == 10)
        let plainX = try #require(plain.textLabel).frame.minX
        #expect(try #require(indented.textLabel).frame.minX == plainX + 20)
    }

    @Test func aReorderedRowLandsWhereTheDelegateSays() {
        let controller = SettingsListController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        table.cellForRow(at: IndexPath(row: 2, section: 0))?.showsReorderControl = true
        controller.setEditing(true, animated: false)
        commit(window)
        controller.log = []
        let from = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let to = table.rectForRow(at: IndexPath(row: 0, section: 0))
        window.scheduleDrag(along: [CGPoint(x: 175, y: from.midY), CGPoint(x: 175, y: to.midY)], duration: 0.2)
        window.eventLoop.run(for: 1)
        #expect(controller.log == ["target 0", "move 2 to 1"], "a drop on the first row lands below it")
        #expect(controller.titles[0] == ["General", "Display", "Privacy"])
    }

    @Test func theDeleteConfirmationCarriesTheDelegatesTitle() throws {
        let controller = SettingsListController()
        let window = show(controller)
        let table: UITableView = controller.tableView
        controller.setEditing(true, animated: false)
        commit(window)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        window.scheduleTap(at: CGPoint(x: 20, y: row.midY))
        window.eventLoop.runUntilIdle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.showingDeleteConfirmation)
        func texts(in view: UIView) -> [String] {
            ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(texts)
        }
        #expect(texts(in: table).contains("Remove") && !texts(in: table).contains("Delete"))
    }

    @Test func reconfiguringKeepsTheShownCell() throws {
        let controller = SettingsListController()
        _ = show(controller)
        let table: UITableView = controller.tableView
        let path = IndexPath(row: 1, section: 0)
        let cell = try #require(table.cellForRow(at: path))
        let frame = cell.frame
        controller.titles[0][1] = "Privacy & Security"
        controller.configuredRows = []
        table.reconfigureRows(at: [path, IndexPath(row: 2, section: 2)])
        #expect(controller.configuredRows == ["Privacy & Security"], "rows not shown are skipped")
        #expect(table.cellForRow(at: path) === cell && cell.textLabel?.text == "Privacy & Security" && cell.frame == frame)
    }

    @Test func rowsAndSectionsAreFoundByRectangle() {
        let controller = SettingsListController()
        _ = show(controller)
        let table: UITableView = controller.tableView
        let section = table.rect(forSection: 1)
        #expect(section.contains(table.rectForHeader(inSection: 1)))
        #expect(section.minY == table.rectForFooter(inSection: 0).maxY, "it starts where the section before ends")
        #expect(section.maxY == table.rectForRow(at: IndexPath(row: 2, section: 1)).maxY)
        #expect(section.width == 200)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: firstRow.minY, width: 10, height: 60))
                == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        let diagnostics = Trace.capture { #expect(table.rect(forSection: 7) == .zero) }.filter { $0.event == "diagnostic" }
        #expect(diagnostics.count == 1)
    }

    @Test func theNearestSelectedRowScrollsIntoPlace() {
        let controller = SettingsListController()
        let window = show(controller, height: 150)
        let table: UITableView = controller.tableView
        let target = IndexPath(row: 1, section: 2)
        table.selectRow(at: target, animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        commit(window)
        #expect(table.contentOffset.y == min(table.rectForRow(at: target).minY,
                                              table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom))
    }

    @Test func aCellHearsItsEditingControlComeAndGo() throws {
        let window = makeWindow(width: 200, height: 100)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(TransitionNotingCell.self, forCellReuseIdentifier: "noting")
        let source = TransitionSource()
        table.dataSource = source
        window.addSubview(table)
        commit(window)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitionNotingCell)
        table.setEditing(true, animated: false)
        table.setEditing(false, animated: false)
        #expect(cell.transitions == ["will edit", "did edit", "will plain", "did plain"])
        #expect(!cell.showingDeleteConfirmation)
    }

    @Test func aDragTellsTheControllersScrollDelegateOverride() {
        let controller = SettingsListController()
        let window = show(controller, height: 150)
        controller.log = []
        window.scheduleDrag(along: [CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 20)], duration: 0.2)
        window.eventLoop.runUntilIdle()
        #expect(controller.log.first == "willBeginDragging")
    }

    @Test func settingsWithoutAnEffectHereReadBack() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension && table.isPrefetchingEnabled)
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        table.separatorInsetReference = .fromAutomaticInsets
        table.fillerRowHeight = 0
        table.allowsMultipleSelectionDuringEditing = true
        table.selfSizingInvalidation = .enabledIncludingConstraints
        #expect(table.estimatedSectionHeaderHeight == 0 && table.estimatedSectionFooterHeight == 0)
        #expect(table.separatorInsetReference == .fromAutomaticInsets && table.allowsMultipleSelectionDuringEditing)
        #expect(table.selfSizingInvalidation == .enabledIncludingConstraints && !table.hasUncommittedUpdates)
    }
}
