import Foundation
import Testing
import UIKit

/// Cells and reusable views of registered classes that declare designated initializers
/// of their own (`init(item:)`), as iOS libraries write them: they compile, and a table
/// or collection view makes them with UIKit's initializer, through the class's override
/// of it — `init(style: .default, reuseIdentifier:)` for a table cell,
/// `init(reuseIdentifier:)` for a header or footer view, `init(frame: .zero)` for a
/// collection view's cell or supplementary view. A class that declares no initializer
/// inherits them, its stored properties set to their default values.
@MainActor
@Suite struct RegisteredCellInitializerTests {
    /// The initializers called, in order.
    @MainActor private enum Calls {
        static var log: [String] = []
    }

    private struct Item {
        let title: String
    }

    private final class ItemCell: UITableViewCell {
        let item: Item

        init(item: Item) {
            self.item = item
            super.init(style: .subtitle, reuseIdentifier: nil)
        }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            Calls.log.append("cell init(style: \(style.rawValue), reuseIdentifier: \(reuseIdentifier ?? "nil"))")
            item = Item(title: "registered")
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { fatalError("not decoded") }
    }

    private final class DefaultsCell: UITableViewCell {
        var count = 3
        var title = "untitled"
        let badge = UILabel()
    }

    private final class ItemHeaderView: UITableViewHeaderFooterView {
        let item: Item

        init(item: Item) {
            self.item = item
            super.init(reuseIdentifier: nil)
        }

        override init(reuseIdentifier: String?) {
            Calls.log.append("header init(reuseIdentifier: \(reuseIdentifier ?? "nil"))")
            item = Item(title: "registered")
            super.init(reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { fatalError("not decoded") }
    }

    private final class DefaultsHeaderView: UITableViewHeaderFooterView {
        var count = 4
    }

    private final class ItemCollectionCell: UICollectionViewCell {
        let item: Item

        init(item: Item) {
            self.item = item
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        override init(frame: CGRect) {
            Calls.log.append("collection cell init(frame: \(frame.minX) \(frame.minY) \(frame.width) \(frame.height))")
            item = Item(title: "registered")
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("not decoded") }
    }

    private final class DefaultsCollectionCell: UICollectionViewCell {
        var count = 5
    }

    private final class ItemSupplementaryView: UICollectionReusableView {
        let item: Item

        init(item: Item) {
            self.item = item
            super.init(frame: .zero)
        }

        override init(frame: CGRect) {
            Calls.log.append("supplementary init(frame: \(frame.minX) \(frame.minY) \(frame.width) \(frame.height))")
            item = Item(title: "registered")
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError("not decoded") }
    }

    /// One section of `count` items of the cell class registered for "item", under a
    /// header of `ItemSupplementaryView`, in a 200 × 200 flow layout of 50 × 50 items.
    @MainActor private final class Grid: NSObject, UICollectionViewDataSource {
        let collectionView: UICollectionView
        let count: Int

        init(cellClass: AnyClass, count: Int) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.headerReferenceSize = CGSize(width: 200, height: 20)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            self.count = count
            super.init()
            collectionView.register(cellClass, forCellWithReuseIdentifier: "item")
            collectionView.register(ItemSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
            collectionView.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func aTableMakesARegisteredCellThroughItsOverrideWithTheDefaultStyleAndTheIdentifier() throws {
        Calls.log = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "item") as? ItemCell)
        #expect(Calls.log == ["cell init(style: 0, reuseIdentifier: item)"])
        #expect(cell.item.title == "registered")
        #expect(cell.reuseIdentifier == "item")
        #expect(cell.detailTextLabel == nil)
        // The class's own initializer makes a subtitle cell, without the override.
        let direct = ItemCell(item: Item(title: "direct"))
        #expect(direct.item.title == "direct")
        #expect(direct.detailTextLabel != nil)
        #expect(Calls.log.count == 1)
    }

    @Test func aCellClassWithoutInitializersInheritsThemWithItsDefaultValues() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(DefaultsCell.self, forCellReuseIdentifier: "defaults")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "defaults") as? DefaultsCell)
        #expect(cell.count == 3)
        #expect(cell.title == "untitled")
        #expect(cell.badge.superview == nil)
        #expect(cell.reuseIdentifier == "defaults")
        #expect(cell.detailTextLabel == nil)
        // Nothing registered for another identifier: no cell.
        #expect(tableView.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    @Test func aTableMakesARegisteredHeaderFooterViewThroughItsOverride() throws {
        Calls.log = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tableView.register(ItemHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(DefaultsHeaderView.self, forHeaderFooterViewReuseIdentifier: "defaults")
        let header = try #require(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? ItemHeaderView)
        #expect(Calls.log == ["header init(reuseIdentifier: header)"])
        #expect(header.item.title == "registered")
        #expect(header.reuseIdentifier == "header")
        let inheriting = try #require(tableView.dequeueReusableHeaderFooterView(withIdentifier: "defaults") as? DefaultsHeaderView)
        #expect(inheriting.count == 4)
        #expect(inheriting.reuseIdentifier == "defaults")
        #expect(ItemHeaderView(item: Item(title: "direct")).item.title == "direct")
    }

    @Test func aCollectionViewMakesRegisteredCellsAndSupplementaryViewsThroughTheirOverrideWithAZeroFrame() throws {
        Calls.log = []
        let grid = Grid(cellClass: ItemCollectionCell.self, count: 2)
        let window = makeWindow(width: 200, height: 200)
        window.addSubview(grid.collectionView)
        commit(window)
        #expect(Calls.log.sorted() == ["collection cell init(frame: 0.0 0.0 0.0 0.0)", "collection cell init(frame: 0.0 0.0 0.0 0.0)",
                                       "supplementary init(frame: 0.0 0.0 0.0 0.0)"])
        let cells = grid.collectionView.visibleCells.compactMap { $0 as? ItemCollectionCell }
        #expect(cells.map(\.item.title) == ["registered", "registered"])
        #expect(cells.map(\.reuseIdentifier) == ["item", "item"])
        let header = grid.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                           at: IndexPath(item: 0, section: 0)) as? ItemSupplementaryView
        #expect(header?.item.title == "registered")
        #expect(ItemCollectionCell(item: Item(title: "direct")).frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aCollectionCellClassWithoutInitializersInheritsThemWithItsDefaultValues() throws {
        let grid = Grid(cellClass: DefaultsCollectionCell.self, count: 1)
        let window = makeWindow(width: 200, height: 200)
        window.addSubview(grid.collectionView)
        commit(window)
        let cell = try #require(grid.collectionView.visibleCells.first as? DefaultsCollectionCell)
        #expect(cell.count == 5)
        // A lone item in a line is centred in it.
        #expect(cell.frame == CGRect(x: 75, y: 20, width: 50, height: 50))
    }

    @Test func aCellRegistrationMakesItsCellThroughTheClassOverride() throws {
        Calls.log = []
        let registration = UICollectionView.CellRegistration<ItemCollectionCell, String> { cell, _, title in
            Calls.log.append("configure \(cell.item.title) \(title)")
        }
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["first"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = makeWindow(width: 200, height: 200)
        window.addSubview(collectionView)
        commit(window)
        #expect(Calls.log == ["collection cell init(frame: 0.0 0.0 0.0 0.0)", "configure registered first"])
        #expect(collectionView.visibleCells.first is ItemCollectionCell)
    }
}
