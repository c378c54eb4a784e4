import Testing
import UIKit

/// A reorderable grid of six numbered tiles, as a photo-ordering screen writes it: the
/// data source keeps the order and is told of each move; tile 5 is pinned.
private final class TileGridController: UICollectionViewController {
    var tiles = [0, 1, 2, 3, 4, 5]
    var log: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 30)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tiles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.tag = tiles[indexPath.item]
        cell.backgroundColor = UIColor(white: CGFloat(tiles[indexPath.item]) / 10, alpha: 1)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        tiles[indexPath.item] != 5
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    /// The tile numbers of the cells shown, in the order of their places.
    var shownOrder: [Int] {
        collectionView.visibleCells.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map(\.tag)
    }
}

@MainActor
@Suite struct CollectionInteractiveMovementTests {
    /// The grid on a 100 × 100 window: three tiles a row, at x 0, 35 and 70.
    private func grid() -> (UIWindow, TileGridController) {
        let window = makeWindow(width: 100, height: 100)
        let controller = TileGridController()
        window.rootViewController = controller
        commit(window)
        return (window, controller)
    }

    @Test func theMovedItemFollowsTheFingerAndTheOthersMakeRoom() throws {
        let (window, controller) = grid()
        let collectionView: UICollectionView = controller.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over the fifth place (second row, middle).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 52))
        window.eventLoop.run(for: 1)
        let moving = try #require(collectionView.visibleCells.first { $0.tag == 0 })
        #expect(moving.center == CGPoint(x: 50, y: 52))
        #expect(collectionView.indexPath(for: moving) == IndexPath(item: 4, section: 0))
        let others = collectionView.visibleCells.filter { $0.tag != 0 }
            .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(others.map(\.tag) == [1, 2, 3, 4, 5])
        #expect(others.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0),
                                              CGPoint(x: 0, y: 35), CGPoint(x: 70, y: 35)])
        #expect(controller.log.isEmpty, "the data source hears of the move only at the end")
        // Drawn under the finger: the black tile 0 spans y 37 to 67, over the others.
        let image = try frameImage(of: window)
        #expect(pixel(image, 50, 37) == rgb(0, 0, 0) && pixel(image, 50, 36) == rgb(255, 255, 255))
        #expect(pixel(image, 35, 66) == rgb(0, 0, 0) && pixel(image, 50, 67) == rgb(255, 255, 255))
        collectionView.endInteractiveMovement()
        window.eventLoop.run(for: 1)
        #expect(controller.log == ["move 0 to 4"])
        #expect(controller.tiles == [1, 2, 3, 4, 0, 5])
        #expect(moving.frame == CGRect(x: 35, y: 35, width: 30, height: 30))
        #expect(controller.shownOrder == [1, 2, 3, 4, 0, 5])
    }

    @Test func aCancelledMovementPutsTheItemBackAndTellsNobody() {
        let (window, controller) = grid()
        let collectionView: UICollectionView = controller.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 50))
        window.eventLoop.run(for: 1)
        #expect(controller.shownOrder == [0, 2, 3, 1, 4, 5])
        collectionView.cancelInteractiveMovement()
        window.eventLoop.run(for: 1)
        #expect(controller.log.isEmpty)
        #expect(controller.shownOrder == [0, 1, 2, 3, 4, 5])
        #expect(collectionView.visibleCells.first { $0.tag == 1 }?.frame == CGRect(x: 35, y: 0, width: 30, height: 30))
    }

    @Test func anItemTheDataSourcePinsDoesNotLift() {
        let (_, controller) = grid()
        let collectionView: UICollectionView = controller.collectionView
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one at a time")
        collectionView.endInteractiveMovement()
        #expect(controller.log.isEmpty, "ended where it began: no move")
    }

    @Test func theStandardLongPressReordersTheGrid() {
        let (window, controller) = grid()
        #expect(controller.installsStandardGestureForInteractiveMovement)
        // Hold the first tile for 0.6 s, drag it onto the last place of the first row,
        // and lift.
        let start = window.eventLoop.now
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 15, y: 15))], at: start)
        for step in 1...10 {
            let location = CGPoint(x: 15 + 7 * CGFloat(step), y: 15)
            window.scheduleTouches([TouchSample(phase: .moved, location: location)], at: start + 0.6 + 0.03 * Double(step))
        }
        window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 85, y: 15))], at: start + 1)
        window.eventLoop.run(for: 2)
        #expect(controller.log == ["move 0 to 2"])
        #expect(controller.shownOrder == [1, 2, 0, 3, 4, 5])
    }
}
