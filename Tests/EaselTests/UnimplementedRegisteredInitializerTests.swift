import Easel
import Foundation
import Testing

/// A registered class that declares designated initializers of its own and does not
/// override the one UIKit makes it with does not inherit it: iOS crashes at the dequeue
/// with "Use of unimplemented initializer". Easel reports that message and makes the
/// view of the nearest superclass that implements the initializer.
@MainActor
@Suite struct UnimplementedRegisteredInitializerTests {
    /// The initializers called, in order.
    @MainActor private enum Calls {
        static var log: [String] = []
    }

    private class LoggingCell: TableViewCell {
        override init(style: CellStyle, reuseIdentifier: String?) {
            Calls.log.append("LoggingCell init(style: \(style.rawValue), reuseIdentifier: \(reuseIdentifier ?? "nil"))")
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { nil }
    }

    private final class ItemOnlyCell: LoggingCell {
        let item: String

        init(item: String) {
            self.item = item
            super.init(style: .default, reuseIdentifier: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    private final class ItemOnlyTableCell: TableViewCell {
        let item: [Int]

        init(item: [Int]) {
            self.item = item
            super.init(style: .default, reuseIdentifier: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    private final class ItemOnlyHeaderView: TableViewHeaderFooterView {
        let item: String

        init(item: String) {
            self.item = item
            super.init(reuseIdentifier: nil)
        }

        required init?(coder: NSCoder) { nil }
    }

    private final class ItemOnlyCollectionCell: CollectionViewCell {
        let item: String

        init(item: String) {
            self.item = item
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aCellClassWithoutTheInitializerIsReportedAndMadeAsItsNearestSuperclassThatHasIt() throws {
        Calls.log = []
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(ItemOnlyCell.self, forCellReuseIdentifier: "item")
        let (cell, messages) = Diagnostics.collect { tableView.dequeueReusableCell(withIdentifier: "item") }
        #expect(messages == [
            "Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class "
                + "'EaselTests.ItemOnlyCell' (UIKit makes a registered class with it): "
                + "the view is made of its nearest superclass that implements it",
        ])
        let made = try #require(cell)
        #expect(ObjectIdentifier(type(of: made)) == ObjectIdentifier(LoggingCell.self))
        #expect(made.reuseIdentifier == "item")
        #expect(Calls.log == ["LoggingCell init(style: 0, reuseIdentifier: item)"])
        // The next one is reported again, without calling the class's stub.
        let (_, again) = Diagnostics.collect { tableView.dequeueReusableCell(withIdentifier: "item") }
        #expect(again == messages)
        #expect(Calls.log.count == 2)
        // The class's own initializer still works.
        #expect(ItemOnlyCell(item: "direct").item == "direct")
    }

    @Test func aDirectSubclassFallsBackToTheBaseClass() throws {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(ItemOnlyTableCell.self, forCellReuseIdentifier: "table")
        let (cell, messages) = Diagnostics.collect { tableView.dequeueReusableCell(withIdentifier: "table") }
        #expect(messages.count == 1)
        let made = try #require(cell)
        #expect(ObjectIdentifier(type(of: made)) == ObjectIdentifier(TableViewCell.self))
        #expect(made.cellStyle == .default)
        #expect(made.reuseIdentifier == "table")
    }

    @Test func headerFooterAndCollectionViewClassesFallBackToo() throws {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(ItemOnlyHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        let (header, headerMessages) = Diagnostics.collect { tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") }
        #expect(headerMessages == [
            "Use of unimplemented initializer 'init(reuseIdentifier:)' for class "
                + "'EaselTests.ItemOnlyHeaderView' (UIKit makes a registered class with it): "
                + "the view is made of its nearest superclass that implements it",
        ])
        #expect(ObjectIdentifier(type(of: try #require(header))) == ObjectIdentifier(TableViewHeaderFooterView.self))
        #expect(header?.reuseIdentifier == "header")

        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                            collectionViewLayout: CollectionViewFlowLayout())
        collectionView.register(ItemOnlyCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let (cell, cellMessages) = Diagnostics.collect {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        }
        #expect(cellMessages == [
            "Use of unimplemented initializer 'init(frame:)' for class "
                + "'EaselTests.ItemOnlyCollectionCell' (UIKit makes a registered class with it): "
                + "the view is made of its nearest superclass that implements it",
        ])
        #expect(ObjectIdentifier(type(of: cell)) == ObjectIdentifier(CollectionViewCell.self))
        #expect(cell.reuseIdentifier == "cell")
        #expect(cell.frame == .zero)
    }
}
