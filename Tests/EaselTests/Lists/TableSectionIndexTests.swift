@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The section index: the data source's titles in a column along the trailing edge
/// (the left in a right-to-left layout), the cells' content narrowed by its width, its
/// colours, its minimum row count, and a tap on a title scrolling to its section.
@MainActor
@Suite struct TableSectionIndexTests {
    /// Sections A…E of four 44-point rows, indexed by their letters.
    final class Letters: NSObject, TableViewDataSource {
        var titles: [String]? = ["A", "B", "C", "D", "E"]
        /// Which section each title scrolls to (by default its own).
        var sectionForTitle: [String: Int] = [:]
        var entries: [String] = []

        func numberOfSections(in tableView: TableView) -> Int { 5 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func sectionIndexTitles(for tableView: TableView) -> [String]? {
            entries.append("sectionIndexTitles")
            return titles
        }
        func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            entries.append("sectionForSectionIndexTitle \(title) \(index)")
            return sectionForTitle[title] ?? index
        }
    }

    static func shown(_ letters: Letters, rightToLeft: Bool = false, scale: CGFloat = 1,
                      configure: (TableView) -> Void = { _ in }) -> (Window, TableView) {
        let window = shownWindow(width: 200, height: 300, scale: scale)
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        let table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = letters
        window.addSubview(table)
        window.eventLoop.runOnce()
        return (window, table)
    }

    @Test func theTitlesAreAskedForAfterTheCountsAndShownAlongTheTrailingEdge() {
        let letters = Letters()
        let (_, table) = Self.shown(letters)
        #expect(letters.entries == ["sectionIndexTitles"])
        let index = table.sectionIndexView!
        #expect(index.frame == CGRect(x: 185, y: 0, width: 15, height: 300))
        #expect(index.titles == ["A", "B", "C", "D", "E"])
        #expect(table.subviews.last === index, "above the rows")
        // The content view ends 15 points earlier; the chevron moves in with it.
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(cell.contentView.frame.maxX == CGFloat(200 - 15 - 16 - 8))
        #expect(cell.accessoryDrawing?.frame.maxX == CGFloat(200 - 15 - 16))
    }

    @Test func inARightToLeftLayoutTheIndexIsAtTheLeftEdge() {
        let (_, table) = Self.shown(Letters(), rightToLeft: true)
        #expect(table.sectionIndexView?.frame == CGRect(x: 0, y: 0, width: 15, height: 300))
        // The row mirrored: the chevron at the left margin after the index, the content
        // view from it to the right edge.
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.accessoryDrawing?.frame.minX == CGFloat(15 + 16))
        #expect(cell.contentView.frame.minX == CGFloat(15 + 16 + 8))
        #expect(cell.contentView.frame.maxX == 200)
    }

    @Test func aPlainTableShowsItOnlyFromTheMinimumRowCount() {
        let letters = Letters()
        let (_, table) = Self.shown(letters) { $0.sectionIndexMinimumDisplayRowCount = 21 }
        #expect(table.sectionIndexView == nil, "20 rows")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.maxX == CGFloat(200 - 16 - 8))
        table.sectionIndexMinimumDisplayRowCount = 20
        table.layoutIfNeeded()
        #expect(table.sectionIndexView != nil)
        let untitledLetters = Letters()
        untitledLetters.titles = nil
        let (_, untitled) = Self.shown(untitledLetters)
        #expect(untitled.sectionIndexView == nil, "no titles, no index")
        withExtendedLifetime((letters, untitledLetters)) {}
    }

    @Test func aTapOnATitleScrollsItsSectionToTheTop() {
        let letters = Letters()
        letters.sectionForTitle["D"] = 2
        let (window, table) = Self.shown(letters)
        // Five titles of 16 points centred in 300: A at 110…126, B 126…142, C 142…158.
        window.scheduleTap(at: CGPoint(x: 192, y: 150))
        window.eventLoop.run(for: 1)
        #expect(letters.entries.last == "sectionForSectionIndexTitle C 2")
        #expect(table.contentOffset.y == 352, "section 2's top: two sections of 4 × 44")
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
        window.scheduleTap(at: CGPoint(x: 192, y: 170))
        window.eventLoop.run(for: 1)
        #expect(letters.entries.last == "sectionForSectionIndexTitle D 3")
        #expect(table.contentOffset.y == 352, "the data source sends D to section 2")
        window.scheduleTap(at: CGPoint(x: 192, y: 112))
        window.eventLoop.run(for: 1)
        #expect(table.contentOffset.y == 0)
    }

    /// A drag down the index runs through the titles, scrolling to each section in
    /// turn; it does not scroll the table itself.
    @Test func aDragThroughTheTitlesScrollsToEachInTurn() {
        let letters = Letters()
        let (window, table) = Self.shown(letters)
        window.scheduleDrag(along: [CGPoint(x: 192, y: 112), CGPoint(x: 192, y: 188)], duration: 0.5)
        window.eventLoop.run(for: 1)
        #expect(letters.entries.dropFirst() == ["sectionForSectionIndexTitle A 0", "sectionForSectionIndexTitle B 1",
                                                "sectionForSectionIndexTitle C 2", "sectionForSectionIndexTitle D 3",
                                                "sectionForSectionIndexTitle E 4"])
        #expect(table.contentOffset.y == 580, "section 4's top (704) is past the end: the last screenful")
    }

    @Test func aTitleForASectionThatDoesNotExistIsReportedAndScrollsNothing() {
        let letters = Letters()
        letters.sectionForTitle["E"] = 9
        let (window, table) = Self.shown(letters)
        let events = Trace.capture(during: {
            window.scheduleTap(at: CGPoint(x: 192, y: 180))
            window.eventLoop.run(for: 1)
        })
        #expect(events.filter { $0.event == "diagnostic" }.compactMap(\.message)
                == ["Index title E at 4 names section 9, but the table has 5 sections"])
        #expect(table.contentOffset.y == 0)
    }

    /// The titles in the tint colour (systemBlue) over the index background, at 3×.
    @Test func theIndexIsDrawnInItsColoursAtItsEdge() throws {
        for rightToLeft in [false, true] {
            let (window, _) = Self.shown(Letters(), rightToLeft: rightToLeft, scale: 3) {
                $0.sectionIndexBackgroundColor = .yellow
            }
            let image = window.lastFrame!.image
            if let path = ProcessInfo.processInfo.environment["EASEL_TABLE_CAPTURE"] {
                try image.pngData()?.write(to: URL(fileURLWithPath: path + (rightToLeft ? "-rtl.png" : ".png")))
            }
            let columnX = rightToLeft ? 0 : 185
            func column(_ x: CGFloat, _ y: CGFloat) -> Pixel { image[Int((CGFloat(columnX) + x) * 3), Int(y * 3)] }
            #expect(column(1, 20) == Pixel(red: 255, green: 255, blue: 0), "the background, above the titles")
            let titlePixels = (110 * 3..<190 * 3).flatMap { y in (columnX * 3..<(columnX + 15) * 3).map { image[$0, y] } }
            #expect(titlePixels.contains(Pixel(red: 0, green: 122, blue: 255)), "the titles in systemBlue")
            #expect(!titlePixels.contains(Pixel(red: 255, green: 255, blue: 255)), "nothing of the rows shows through")
        }
    }

    @Test func theIndexColoursAreTheTablesProperties() {
        let (window, table) = Self.shown(Letters()) {
            $0.sectionIndexColor = .red
            $0.sectionIndexTrackingBackgroundColor = .green
        }
        let index = table.sectionIndexView!
        #expect(index.titleColor == .red)
        #expect(index.backgroundColor == nil)
        window.scheduleLongPress(at: CGPoint(x: 192, y: 150))
        window.eventLoop.run(for: 0.5)
        #expect(index.backgroundColor == .green, "while a finger is on it")
    }
}
