import Easel
import EaselGraphics
import Foundation
import Testing

/// A layout that places the cells it is given, with a content size.
private final class PlacedCells: CollectionViewLayout {
    let cells: [CollectionViewLayoutAttributes]
    let contentSize: CGSize

    init(_ frames: [Int: CGRect], contentSize: CGSize, alpha: CGFloat = 1, zIndex: Int = 0,
         transform: Transform = .identity) {
        cells = frames.sorted { $0.key < $1.key }.map { item, frame in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            attributes.alpha = alpha
            attributes.zIndex = zIndex
            attributes.transform = transform
            return attributes
        }
        self.contentSize = contentSize
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cells.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }
}

/// The attributes a transition layout gives between two layouts.
@MainActor
@Suite struct CollectionTransitionLayoutTests {
    private let from = PlacedCells([0: CGRect(x: 0, y: 0, width: 100, height: 20), 1: CGRect(x: 0, y: 20, width: 100, height: 20)],
                                   contentSize: CGSize(width: 100, height: 40), alpha: 1, zIndex: 1)
    private let to = PlacedCells([1: CGRect(x: 40, y: 0, width: 60, height: 60), 2: CGRect(x: 0, y: 60, width: 60, height: 60)],
                                 contentSize: CGSize(width: 100, height: 120), alpha: 0.5, zIndex: 2,
                                 transform: Transform(scaleX: 2, y: 2))

    private func described(_ attributes: [CollectionViewLayoutAttributes]?) -> [String] {
        (attributes ?? []).map { a in
            let f = a.frame
            return "\(a.indexPath.item) (\(f.minX), \(f.minY), \(f.width), \(f.height)) alpha \(a.alpha) z \(a.zIndex) scale \(a.transform.a)"
        }
    }

    @Test func aQuarterOfTheWayElementsOfBothLayoutsMoveAndTheOthersFade() {
        let layout = CollectionViewTransitionLayout(currentLayout: from, nextLayout: to)
        layout.transitionProgress = 0.25
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 60))
        #expect(described(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 200))) == [
            "1 (10.0, 15.0, 90.0, 30.0) alpha 0.875 z 1 scale 1.25",
            "2 (0.0, 60.0, 60.0, 60.0) alpha 0.125 z 2 scale 2.0",
            "0 (0.0, 0.0, 100.0, 20.0) alpha 0.75 z 1 scale 1.0",
        ], "the next layout's elements first, then those only the current one has")
        #expect(described(layout.layoutAttributesForElements(in: CGRect(x: 50, y: 40, width: 10, height: 10))) == [
            "1 (10.0, 15.0, 90.0, 30.0) alpha 0.875 z 1 scale 1.25",
        ], "only what meets the rectangle")
        layout.transitionProgress = 0.5
        #expect(described(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)).map { [$0] })
                == ["1 (20.0, 10.0, 80.0, 40.0) alpha 0.75 z 2 scale 1.5"], "from halfway, the next layout's order")
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
    }

    @Test func startingTwiceOrEndingWithoutAStartIsReportedAndChangesNothing() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: from)
        var ends: [Bool] = []
        let (_, ending) = Diagnostics.collect {
            collectionView.finishInteractiveTransition()
        }
        #expect(ending == ["finishInteractiveTransition() on CollectionView without an interactive transition in progress"])
        let first = collectionView.startInteractiveTransition(to: to) { ends.append($1) }
        let (second, starting) = Diagnostics.collect { collectionView.startInteractiveTransition(to: from) }
        #expect(second === first && collectionView.collectionViewLayout === first)
        #expect(starting == ["startInteractiveTransition(to:) on CollectionView while an interactive transition is in progress"])
        collectionView.cancelInteractiveTransition()
        #expect(ends == [false] && collectionView.collectionViewLayout === from)
        #expect(Diagnostics.collect { collectionView.cancelInteractiveTransition() }.messages.count == 1)
        #expect(ends == [false])
    }
}
