import Easel
import Foundation
import Testing

/// `CollectionViewController`: its view is a collection view of its layout whose data
/// source and delegate it is; a subclass's overrides are the ones called; the selection
/// is cleared when the view is about to appear.
@MainActor
@Suite struct CollectionViewControllerTests {
    final class Tiles: CollectionViewController {
        var selected: [IndexPath] = []
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    private func shown(_ controller: Tiles) -> Window {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        controller.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return window
    }

    @Test func theViewIsACollectionViewOfTheLayoutThatTheControllerFeeds() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let controller = Tiles(collectionViewLayout: layout)
        let window = shown(controller)
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionView.indexPathsForVisibleItems.count == 3)
        window.scheduleTap(at: CGPoint(x: 25, y: 25))
        window.eventLoop.run(for: 1)
        #expect(controller.selected == [IndexPath(item: 0, section: 0)], "the subclass's override is the one called")
    }

    @Test func theSelectionIsClearedWhenTheViewIsAboutToAppearUnlessTurnedOff() {
        for clears in [true, false] {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let controller = Tiles(collectionViewLayout: layout)
            controller.clearsSelectionOnViewWillAppear = clears
            _ = shown(controller)
            controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            controller.viewWillAppear(false)
            #expect(controller.collectionView.indexPathsForSelectedItems == (clears ? nil : [IndexPath(item: 1, section: 0)]))
        }
    }
}
