import Testing
import UIKit

/// `UITableView.sectionHeaderTopPadding` (iOS 15): the space a plain table leaves above
/// each section header, and what setting it does.
@MainActor
@Suite struct TableSectionHeaderTopPaddingTests {
    /// Two sections of two 44-point rows; the first titled "Fruit", the second "Vegetables"
    /// unless `untitledSecond`.
    @MainActor final class Produce: NSObject, UITableViewDataSource {
        let untitledSecond: Bool
        init(untitledSecond: Bool = false) { self.untitledSecond = untitledSecond }
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Fruit" : untitledSecond ? nil : "Vegetables"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
    }

    private func shown(_ produce: Produce, style: UITableView.Style = .plain, padding: CGFloat? = nil) -> UITableView {
        let window = makeWindow(width: 200, height: 400)
        let table = UITableView(frame: window.bounds, style: style)
        table.rowHeight = 44
        if let padding { table.sectionHeaderTopPadding = padding }
        table.dataSource = produce
        window.addSubview(table)
        commit(window)
        return table
    }

    @Test func aPlainTableLeaves22PointsAboveEachHeaderByDefault() {
        let produce = Produce()
        let table = shown(produce)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        let header = table.rectForHeader(inSection: 0).height
        #expect(header > 0)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 200, height: header))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 22 + header, width: 200, height: 44))
        let second = 22 + header + 88 + 22
        #expect(table.rectForHeader(inSection: 1).minY == second)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == second + table.rectForHeader(inSection: 1).height)
        #expect(table.headerView(forSection: 0)?.frame == table.rectForHeader(inSection: 0))
    }

    @Test func settingZeroRemovesThePadding() {
        let table = shown(Produce(), padding: 0)
        let header = table.rectForHeader(inSection: 0).height
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header)
        #expect(table.rectForHeader(inSection: 1).minY == header + 88)
    }

    @Test func aSectionWithoutAHeaderHasNoPadding() {
        let table = shown(Produce(untitledSecond: true))
        let header = table.rectForHeader(inSection: 0).height
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 22 + header + 88)
    }

    @Test func aGroupedTableHasNoPaddingByDefaultButTakesASetOne() {
        let grouped = shown(Produce(), style: .grouped)
        #expect(grouped.rectForHeader(inSection: 0).minY == 0)
        let padded = shown(Produce(), style: .grouped, padding: 10)
        #expect(padded.rectForHeader(inSection: 0).minY == 10)
        #expect(padded.rectForHeader(inSection: 0).height == grouped.rectForHeader(inSection: 0).height)
    }

    @Test func aPinnedHeaderSticksToTheTopWithoutItsPadding() {
        let table = shown(Produce())
        table.contentOffset = CGPoint(x: 0, y: 40)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 40)
    }
}
