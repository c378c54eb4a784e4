import Easel
import Foundation
import Testing

/// Batch updates of a collection view: the calls they make, the frames and opacities
/// their cells animate through in virtual time, when their completions run, and
/// UIKit's exceptions for updates that do not add up.
@MainActor
@Suite struct CollectionBatchUpdateTests {
    /// A collection of 200 × 100 points whose 40-point items fill rows of five.
    private func shownGrid(_ log: CollectionLog) -> (Window, CollectionView) {
        shownCollection(log) { layout in
            layout.itemSize = CGSize(width: 40, height: 40)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
        }
    }

    private func ids(_ cells: [CollectionViewCell]) -> [ObjectIdentifier] { cells.map(ObjectIdentifier.init) }

    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// The frame and opacity a cell shows on screen now.
    private func onScreen(_ view: View) -> (frame: CGRect, opacity: Float) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.frame, layer.opacity)
    }

    /// A flow layout that records the calls UIKit makes to a layout around an update.
    final class HookLog: CollectionViewFlowLayout {
        var entries: [String] = []
        override func prepare() {
            entries.append("prepare")
            super.prepare()
        }
        override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
            let path = { (indexPath: IndexPath?) in indexPath.map { $0.map(String.init).joined(separator: ".") } ?? "-" }
            entries.append("prepareForUpdates " + updateItems.map {
                "\($0.updateAction) \(path($0.indexPathBeforeUpdate))>\(path($0.indexPathAfterUpdate))"
            }.joined(separator: ", "))
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            entries.append("initial \(CollectionLog.name(itemIndexPath))")
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            entries.append("final \(CollectionLog.name(itemIndexPath))")
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        override func finalizeCollectionViewUpdates() { entries.append("finalizeUpdates") }
        override func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) { entries.append("prepareForBoundsChange \(oldBounds)") }
        override func finalizeAnimatedBoundsChange() { entries.append("finalizeBoundsChange") }
    }

    private func shownHookGrid(_ log: CollectionLog) -> (Window, CollectionView, HookLog) {
        let (window, collection) = shownGrid(log)
        let layout = HookLog()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collection.collectionViewLayout = layout
        window.eventLoop.runOnce()
        layout.entries = []
        return (window, collection, layout)
    }

    @Test func theLayoutHearsOfABatchOnceItIsPreparedAndFinalizesItAfterTheElementsMoved() {
        let log = CollectionLog(items: [6])
        let (window, collection, layout) = shownHookGrid(log)
        log.items = [6]
        collection.performBatchUpdates({
            collection.deleteItems(at: [item(5)])
            collection.insertItems(at: [item(0)])
            collection.moveItem(at: item(2), to: item(3))
        })
        #expect(layout.entries == ["prepare", "prepareForUpdates delete 0.5>-, insert ->0.0, move 0.2>0.3",
                                   "final 0.5", "initial 0.0", "finalizeUpdates"])
        layout.entries = []
        window.eventLoop.runUntilIdle()
        #expect(layout.entries.isEmpty)
        // Without animation the layout hears of it in the next layout pass.
        log.items = [5]
        View.performWithoutAnimation { collection.deleteItems(at: [item(0)]) }
        #expect(layout.entries.isEmpty)
        window.eventLoop.runOnce()
        #expect(layout.entries == ["prepare", "prepareForUpdates delete 0.0>-", "finalizeUpdates"])
    }

    @Test func aSizeChangeInsideAnAnimationIsAnAnimatedBoundsChangeOfTheLayout() {
        let (window, collection, layout) = shownHookGrid(CollectionLog(items: [6]))
        View.animate(withDuration: 0.3) {
            collection.frame.size.width = 120
            collection.layoutIfNeeded()
        }
        #expect(layout.entries == ["prepare", "prepareForBoundsChange \(CGRect(x: 0, y: 0, width: 200, height: 100))",
                                   "finalizeBoundsChange"])
        layout.entries = []
        collection.frame.size.width = 160
        window.eventLoop.runOnce()
        #expect(layout.entries == ["prepare"], "outside an animation block it is a plain new layout")
    }

    @Test func anInsertedItemIsTheOnlyOneAskedForAndFadesInAsTheOthersMoveOn() {
        let log = CollectionLog(items: [6])
        let (window, collection) = shownGrid(log)
        let before = collection.visibleCells
        log.items = [7]
        log.entries = []
        var completions: [Bool] = []
        collection.performBatchUpdates({ collection.insertItems(at: [item(1)]) }, completion: { completions.append($0) })
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "cellForItem 0.1", "willDisplay 0.1"])
        let inserted = collection.cellForItem(at: item(1))!
        #expect(ids(collection.visibleCells.enumerated().filter { $0.offset != 1 }.map(\.element)) == ids(before))
        #expect(inserted.frame == CGRect(x: 40, y: 0, width: 40, height: 40) && inserted.alpha == 1)
        window.eventLoop.run(for: 0.15)
        // Halfway through the ease-in-ease-out curve is halfway along.
        #expect(onScreen(inserted) == (CGRect(x: 40, y: 0, width: 40, height: 40), 0.5))
        #expect(onScreen(before[1]).frame == CGRect(x: 60, y: 0, width: 40, height: 40))
        #expect(onScreen(before[4]).frame == CGRect(x: 80, y: 20, width: 40, height: 40), "the row's last wraps to the next")
        #expect(completions.isEmpty)
        window.eventLoop.runUntilIdle()
        #expect(onScreen(inserted) == (CGRect(x: 40, y: 0, width: 40, height: 40), 1))
        #expect(onScreen(before[4]).frame == CGRect(x: 0, y: 40, width: 40, height: 40))
        #expect(completions == [true])
    }

    @Test func aDeletedItemFadesOutWhereItWasAndGoesToThePoolWhenTheAnimationEnds() {
        let log = CollectionLog(items: [6])
        let (window, collection) = shownGrid(log)
        let before = collection.visibleCells
        log.items = [5]
        log.entries = []
        collection.deleteItems(at: [item(0)])
        #expect(log.entries == ["numberOfSections", "numberOfItems 0"])
        #expect(ids(collection.visibleCells) == ids(Array(before.dropFirst())))
        window.eventLoop.run(for: 0.15)
        #expect(before[0].superview === collection)
        #expect(onScreen(before[0]) == (CGRect(x: 0, y: 0, width: 40, height: 40), 0.5))
        // The sixth item stood alone on the second line, centred as the flow layout
        // justifies lines; it moves to the end of the first.
        #expect(onScreen(before[5]).frame == CGRect(x: 120, y: 20, width: 40, height: 40))
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "didEndDisplaying 0.0"])
        #expect(before[0].superview == nil && before[5].frame == CGRect(x: 160, y: 0, width: 40, height: 40))
        log.items = [6]
        collection.insertItems(at: [item(5)])
        #expect(collection.cellForItem(at: item(5)) === before[0] && (before[0] as! CountingCollectionCell).reuses == 1)
    }

    @Test func movesAndReloadsInOneBatchKeepTheMovedCellAndFadeANewOneForTheReload() {
        let log = CollectionLog(items: [3])
        let (window, collection) = shownGrid(log)
        let before = collection.visibleCells
        collection.selectItem(at: item(2), animated: false, scrollPosition: [])
        log.entries = []
        collection.performBatchUpdates {
            collection.moveItem(at: item(2), to: item(0))
            collection.reloadItems(at: [item(1)])
        }
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "cellForItem 0.2", "willDisplay 0.2"])
        #expect(collection.cellForItem(at: item(0)) === before[2] && collection.cellForItem(at: item(1)) === before[0])
        #expect(collection.indexPathsForSelectedItems == [item(0)])
        window.eventLoop.run(for: 0.15)
        // Three items justified across the line stand at 0, 80 and 160: the moved one
        // is halfway from 160 to 0.
        #expect(onScreen(before[2]).frame == CGRect(x: 80, y: 0, width: 40, height: 40))
        #expect(onScreen(before[1]).opacity == 0.5 && onScreen(collection.cellForItem(at: item(2))!).opacity == 0.5)
        window.eventLoop.runUntilIdle()
        #expect(before[1].superview == nil && log.entries.last == "didEndDisplaying 0.1")
    }

    @Test func anInsertedSectionFadesInWithItsHeaderAndTheNextSectionMovesDown() {
        let log = CollectionLog(items: [2, 2])
        let (window, collection) = shownCollection(log, height: 200) { layout in
            layout.itemSize = CGSize(width: 40, height: 40)
            layout.headerReferenceSize = CGSize(width: 0, height: 20)
        }
        let header = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: item(0, 1))!
        log.items = [2, 1, 2]
        log.entries = []
        collection.insertSections(IndexSet(integer: 1))
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "numberOfItems 1", "numberOfItems 2",
                                "viewFor header 1", "cellForItem 1.0", "willDisplay 1.0"])
        let newHeader = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: item(0, 1))!
        #expect(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: item(0, 2)) === header)
        window.eventLoop.run(for: 0.15)
        #expect(onScreen(newHeader) == (CGRect(x: 0, y: 60, width: 200, height: 20), 0.5))
        #expect(onScreen(header).frame == CGRect(x: 0, y: 90, width: 200, height: 20), "from 60 to 120")
    }

    @Test func nestedBatchesApplyOnceAndCallEveryCompletionAfterTheAnimation() {
        let log = CollectionLog(items: [2])
        let (window, collection) = shownGrid(log)
        var calls: [String] = []
        log.items = [4]
        log.entries = []
        collection.performBatchUpdates({
            collection.insertItems(at: [item(0)])
            collection.performBatchUpdates({ collection.insertItems(at: [item(3)]) }, completion: { _ in calls.append("inner") })
        }, completion: { _ in calls.append("outer") })
        #expect(log.entries.filter { $0 == "numberOfSections" }.count == 1)
        window.eventLoop.run(for: 0.29)
        #expect(calls.isEmpty)
        window.eventLoop.runUntilIdle()
        #expect(calls == ["inner", "outer"])
    }

    @Test func anUpdateThatDoesNotAddUpIsUIKitsExceptionAndTheCollectionReloads() {
        let log = CollectionLog(items: [3])
        let (window, collection) = shownGrid(log)
        log.items = [5]
        var finished: Bool?
        let messages = Trace.capture {
            collection.performBatchUpdates({ collection.insertItems(at: [item(0)]) }, completion: { finished = $0 })
            window.eventLoop.runOnce()
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["Invalid update: invalid number of items in section 0. The number of items contained in an "
                             + "existing section after the update (5) must be equal to the number of items contained in "
                             + "that section before the update (3), plus or minus the number of items inserted or deleted "
                             + "from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
                             + "or out of that section (0 moved in, 0 moved out)."])
        #expect(collection.visibleCells.count == 5 && finished == true)
        let deletion = Trace.capture {
            collection.deleteItems(at: [item(7)])
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(deletion == ["attempt to delete item 7 from section 0 which only contains 5 items before the update"])
    }

    @Test func withoutAnimationTheUpdateIsAtOnceAndLeavingCellsGoToThePoolNow() {
        let log = CollectionLog(items: [3])
        let (window, collection) = shownGrid(log)
        let before = collection.visibleCells
        log.items = [2]
        log.entries = []
        View.performWithoutAnimation { collection.deleteItems(at: [item(0)]) }
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "didEndDisplaying 0.0"])
        window.eventLoop.runOnce()
        #expect(before[0].superview == nil && before[1].layer.animationKeys() == nil)
        #expect(before[1].frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}

