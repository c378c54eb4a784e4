@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Section snapshots (`NSDiffableDataSourceSectionSnapshot`): the tree's rules, a
/// section applied as a tree, its list cells indented by level, and the outline
/// disclosure expanding and collapsing items with `sectionSnapshotHandlers` called as
/// UIKit calls them.
@MainActor
@Suite struct SectionSnapshotTests {
    private typealias Tree = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit (apple, citrus (lemon, lime)) and Veg (leek).
    private static var produce: Tree {
        var tree = Tree()
        tree.append(["Fruit", "Veg"])
        tree.append(["apple", "citrus"], to: "Fruit")
        tree.append(["lemon", "lime"], to: "citrus")
        tree.append(["leek"], to: "Veg")
        return tree
    }

    @Test func aTreeKeepsItsItemsInOrderWithParentsStartingCollapsed() {
        var tree = Self.produce
        #expect(tree.items == ["Fruit", "apple", "citrus", "lemon", "lime", "Veg", "leek"])
        #expect(tree.rootItems == ["Fruit", "Veg"])
        #expect(tree.visibleItems == ["Fruit", "Veg"])
        #expect(tree.level(of: "Fruit") == 0 && tree.level(of: "citrus") == 1 && tree.level(of: "lime") == 2)
        #expect(tree.parent(of: "lime") == "citrus" && tree.parent(of: "Fruit") == nil)
        #expect(tree.index(of: "lemon") == 3)
        tree.expand(["Fruit"])
        #expect(tree.visibleItems == ["Fruit", "apple", "citrus", "Veg"])
        #expect(tree.isVisible("citrus") && !tree.isVisible("lemon"))
        tree.expand(["citrus"])
        #expect(tree.visibleItems == ["Fruit", "apple", "citrus", "lemon", "lime", "Veg"])
        tree.collapse(["Fruit"])
        #expect(tree.visibleItems == ["Fruit", "Veg"])
        #expect(tree.isExpanded("citrus") && !tree.isVisible("lemon"), "a hidden parent keeps its own expansion")
    }

    @Test func insertingDeletingAndTakingASubtree() {
        var tree = Self.produce
        tree.insert(["banana"], before: "citrus")
        tree.insert(["kale"], after: "Veg")
        #expect(tree.items == ["Fruit", "apple", "banana", "citrus", "lemon", "lime", "Veg", "leek", "kale"])
        tree.expand(["citrus"])
        let citrus = tree.snapshot(of: "citrus")
        #expect(citrus.rootItems == ["lemon", "lime"] && citrus.level(of: "lime") == 0)
        let fruit = tree.snapshot(of: "Fruit", includingParent: true)
        #expect(fruit.items == ["Fruit", "apple", "banana", "citrus", "lemon", "lime"])
        #expect(fruit.level(of: "lime") == 2 && fruit.isExpanded("citrus") && fruit.parent(of: "Fruit") == nil)
        tree.delete(["citrus"])
        #expect(tree.items == ["Fruit", "apple", "banana", "Veg", "leek", "kale"])
        #expect(!tree.contains("lime") && !tree.isExpanded("citrus"))
        tree.deleteAll()
        #expect(tree.items.isEmpty)
    }

    @Test func duplicatesAndUnknownItemsAreUIKitsErrorAndChangeNothing() {
        var tree = Self.produce
        let (_, messages) = Diagnostics.collect {
            tree.append(["apple", "fig"], to: "Veg")
            tree.append(["pear"], to: "nowhere")
            tree.expand(["nowhere"])
        }
        #expect(messages == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(apple)}",
                             "Invalid item identifier specified to append: nowhere",
                             "Invalid item identifier specified to expand: nowhere"])
        #expect(tree.items == ["Fruit", "apple", "citrus", "lemon", "lime", "Veg", "leek", "fig"])
    }

    // MARK: A list of a tree

    private typealias DataSource = CollectionViewDiffableDataSource<String, String>

    /// A plain list (200 × 400) whose cells show their item with an outline disclosure
    /// on parents; `log` records the cell provider and the section snapshot handlers.
    @MainActor private final class Outline {
        var log: [String] = []
        let window = shownWindow(width: 200, height: 400)
        let collection: CollectionView
        var dataSource: DataSource!
        static let parents: Set<String> = ["Fruit", "citrus", "Veg"]

        init(style: CellAccessory.OutlineDisclosureOptions.Style = .cell) {
            collection = CollectionView(frame: window.bounds,
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(
                                            using: CollectionLayoutListConfiguration(appearance: .plain)))
            collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            dataSource = DataSource(collectionView: collection) { [unowned self] collection, indexPath, item in
                self.log.append("cell \(item)")
                let cell = collection.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = Self.parents.contains(item) ? [.outlineDisclosure(options: .init(style: style))] : []
                return cell
            }
            dataSource.sectionSnapshotHandlers.shouldExpandItem = { [unowned self] item in
                self.log.append("shouldExpand \(item)")
                return item != "Veg"
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in self.log.append("willExpand \($0)") }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { [unowned self] in
                self.log.append("shouldCollapse \($0)")
                return true
            }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in self.log.append("willCollapse \($0)") }
            window.addSubview(collection)
            dataSource.apply(SectionSnapshotTests.produce, to: "produce", animatingDifferences: false)
            window.eventLoop.runOnce()
        }

        func cell(_ item: String) -> CollectionViewListCell {
            collection.cellForItem(at: dataSource.indexPath(for: item)!) as! CollectionViewListCell
        }

        var shown: [String] {
            collection.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text }
        }

        /// Taps the chevron of an item's cell (its centre), or the cell's middle.
        func tap(_ item: String, onChevron: Bool = true) {
            let cell = cell(item)
            let point = onChevron ? CGPoint(x: cell.frame.maxX - 16 - 7, y: cell.frame.midY) : CGPoint(x: 60, y: cell.frame.midY)
            window.scheduleTap(at: point)
            window.eventLoop.run(for: 1)
        }
    }

    @Test func aSectionAppliedAsATreeShowsItsVisibleItems() {
        let outline = Outline()
        #expect(outline.log == ["cell Fruit", "cell Veg"])
        #expect(outline.shown == ["Fruit", "Veg"])
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "produce") == ["Fruit", "Veg"])
        #expect(outline.dataSource.snapshot(for: "produce").items == Self.produce.items)
        #expect(!outline.cell("Fruit").configurationState.isExpanded)
    }

    /// A tap on the chevron asks `shouldExpandItem`, tells `willExpandItem`, then
    /// applies the section expanded: the children get cells below their parent,
    /// indented one level (10 points) each; the parent shows expanded; nothing is
    /// selected.
    @Test func aTapOnTheChevronExpandsTheItemInUIKitsOrderAndIndentsTheChildren() {
        let outline = Outline()
        outline.log = []
        outline.tap("Fruit")
        #expect(outline.log == ["shouldExpand Fruit", "willExpand Fruit", "cell apple", "cell citrus"])
        #expect(outline.shown == ["Fruit", "apple", "citrus", "Veg"])
        #expect(outline.cell("Fruit").configurationState.isExpanded)
        #expect(outline.collection.indexPathsForSelectedItems == nil)
        #expect(outline.cell("Fruit").indentationLevel == 0 && outline.cell("apple").indentationLevel == 1)
        #expect(outline.cell("Fruit").contentView.frame.minX == 0)
        #expect(outline.cell("apple").contentView.frame.minX == 10)

        outline.log = []
        outline.tap("citrus")
        #expect(outline.log == ["shouldExpand citrus", "willExpand citrus", "cell lemon", "cell lime"])
        #expect(outline.cell("lime").indentationLevel == 2 && outline.cell("lime").contentView.frame.minX == 20)
        #expect(outline.dataSource.snapshot(for: "produce").visibleItems == ["Fruit", "apple", "citrus", "lemon", "lime", "Veg"])
    }

    @Test func aTapOnAnExpandedChevronCollapsesItAndAParentTheHandlerRefusesStaysShut() {
        let outline = Outline()
        outline.tap("Fruit")
        outline.log = []
        outline.tap("Fruit")
        #expect(outline.log == ["shouldCollapse Fruit", "willCollapse Fruit"])
        #expect(outline.shown == ["Fruit", "Veg"])
        #expect(!outline.cell("Fruit").configurationState.isExpanded)

        outline.log = []
        outline.tap("Veg")
        #expect(outline.log == ["shouldExpand Veg"])
        #expect(outline.shown == ["Fruit", "Veg"])
    }

    /// A cell-style disclosure toggles only from its chevron: a tap elsewhere selects
    /// the cell. A header-style one toggles from anywhere on the cell.
    @Test func theDisclosureStyleSaysWhatATapToggles() {
        let cellStyle = Outline(style: .cell)
        cellStyle.tap("Fruit", onChevron: false)
        #expect(cellStyle.shown == ["Fruit", "Veg"])
        #expect(cellStyle.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        let headerStyle = Outline(style: .header)
        headerStyle.tap("Fruit", onChevron: false)
        #expect(headerStyle.shown == ["Fruit", "apple", "citrus", "Veg"])
        #expect(headerStyle.collection.indexPathsForSelectedItems == nil)
    }

    /// The chevron points toward the trailing edge while collapsed and down once
    /// expanded, in the tint colour.
    @Test func theChevronTurnsDownWhenItsItemExpands() {
        let outline = Outline()
        let chevron = { outline.cell("Fruit").subviews.compactMap { $0 as? CollectionOutlineDisclosureView }.first! }
        #expect(!chevron().isExpanded)
        #expect(chevron().frame == CGRect(x: 200 - 16 - 14, y: ((outline.cell("Fruit").bounds.height - 14) / 2).rounded(),
                                          width: 14, height: 14))
        outline.tap("Fruit")
        outline.window.eventLoop.runOnce()
        #expect(chevron().isExpanded)
        let image = outline.window.lastFrame!.image
        let frame = chevron().convert(chevron().bounds, to: outline.window)
        #expect(image[Int(frame.minX + 7), Int(frame.minY + 9)] == Pixel(red: 0, green: 122, blue: 255), "the tip, in systemBlue")
    }

    /// Applying a whole snapshot that changes a tree section's items forgets the tree:
    /// the section's items are roots again.
    @Test func aWholeSnapshotReplacesTheTree() {
        let outline = Outline()
        var snapshot = outline.dataSource.snapshot()
        snapshot.appendItems(["nuts"], toSection: "produce")
        outline.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(outline.dataSource.snapshot(for: "produce").rootItems == ["Fruit", "Veg", "nuts"])
        #expect(outline.dataSource.snapshot(for: "produce").level(of: "nuts") == 0)
    }
}
