import Testing
import UIKit

/// Four cells, red, green, blue and black.
private final class ColoredItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var transitionLayouts: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = [UIColor.red, .green, .blue, .black][indexPath.item]
        return cell
    }
}

/// A delegate that hands the collection view a transition layout of its own.
private final class ShrinkingDelegate: NSObject, UICollectionViewDelegate {
    var asked: [String] = []

    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        func rowHeight(_ layout: UICollectionViewLayout) -> CGFloat { (layout as? UICollectionViewFlowLayout)?.itemSize.height ?? 0 }
        asked.append("\(rowHeight(fromLayout)) to \(rowHeight(toLayout))")
        return FadingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// A transition layout that fades every element by a value it keeps.
private final class FadingTransitionLayout: UICollectionViewTransitionLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for element in attributes ?? [] { element.alpha = 1 - value(forAnimatedKey: "fade") }
        return attributes
    }
}

/// A flow layout of items of one size, without spacing: a list of 100 × 20 rows, or a
/// grid of 50-point squares in two columns.
private final class FixedSizeLayout: UICollectionViewFlowLayout {
    init(itemSize: CGSize) {
        super.init()
        self.itemSize = itemSize
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError() }

    static func list() -> FixedSizeLayout { FixedSizeLayout(itemSize: CGSize(width: 100, height: 20)) }
    static func grid() -> FixedSizeLayout { FixedSizeLayout(itemSize: CGSize(width: 50, height: 50)) }
}

@MainActor
@Suite struct CollectionViewInteractiveTransitionTests {
    private func shown(_ source: ColoredItems) -> (UIWindow, UICollectionView) {
        let window = makeWindow(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: FixedSizeLayout.list())
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        commit(window)
        return (window, collectionView)
    }

    private func frames(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    }

    @Test func theCellsMoveInAStraightLineFromTheListToTheGridWithTheProgress() throws {
        let source = ColoredItems()
        let (window, collectionView) = shown(source)
        let list = collectionView.collectionViewLayout, grid = FixedSizeLayout.grid()
        let transition = collectionView.startInteractiveTransition(to: grid)
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === list && transition.nextLayout === grid)
        commit(window)
        #expect(frames(collectionView) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 100, height: 20),
                                           CGRect(x: 0, y: 40, width: 100, height: 20), CGRect(x: 0, y: 60, width: 100, height: 20)])
        transition.transitionProgress = 0.5
        commit(window)
        #expect(frames(collectionView) == [CGRect(x: 0, y: 0, width: 75, height: 35), CGRect(x: 25, y: 10, width: 75, height: 35),
                                           CGRect(x: 0, y: 45, width: 75, height: 35), CGRect(x: 25, y: 55, width: 75, height: 35)])
        let image = try frameImage(of: window)
        #expect(pixel(image, 5, 5) == rgb(255, 0, 0))
        #expect(pixel(image, 90, 40) == rgb(0, 255, 0))
        #expect(pixel(image, 5, 75) == rgb(0, 0, 255))
        #expect(pixel(image, 90, 85) == rgb(0, 0, 0))
        #expect(pixel(image, 5, 95) == .white)
        transition.transitionProgress = 1
        commit(window)
        #expect(frames(collectionView) == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50),
                                           CGRect(x: 0, y: 50, width: 50, height: 50), CGRect(x: 50, y: 50, width: 50, height: 50)])
        #expect(collectionView.collectionViewLayout === transition, "the transition layout stays until it is finished")
    }

    @Test func finishingInstallsTheNewLayoutAndCancellingTheOldOne() {
        let source = ColoredItems()
        let (window, collectionView) = shown(source)
        let list = collectionView.collectionViewLayout
        var ends: [String] = []
        let transition = collectionView.startInteractiveTransition(to: FixedSizeLayout.grid()) { ends.append("completed:\($0) finished:\($1)") }
        transition.transitionProgress = 0.3
        commit(window)
        collectionView.cancelInteractiveTransition()
        commit(window)
        #expect(ends == ["completed:true finished:false"])
        #expect(collectionView.collectionViewLayout === list)
        #expect(frames(collectionView)[1] == CGRect(x: 0, y: 20, width: 100, height: 20))

        let grid = FixedSizeLayout.grid()
        collectionView.startInteractiveTransition(to: grid) { ends.append("completed:\($0) finished:\($1)") }
            .transitionProgress = 0.7
        commit(window)
        collectionView.finishInteractiveTransition()
        commit(window)
        #expect(ends == ["completed:true finished:false", "completed:true finished:true"])
        #expect(collectionView.collectionViewLayout === grid)
        #expect(frames(collectionView)[1] == CGRect(x: 50, y: 0, width: 50, height: 50))
    }

    @Test func theDelegatesTransitionLayoutDrawsTheElements() {
        let source = ColoredItems()
        let (window, collectionView) = shown(source)
        let delegate = ShrinkingDelegate()
        collectionView.delegate = delegate
        let transition = collectionView.startInteractiveTransition(to: FixedSizeLayout.grid())
        #expect(delegate.asked == ["20.0 to 50.0"], "from the list to the grid")
        #expect(transition is FadingTransitionLayout)
        transition.updateValue(0.25, forAnimatedKey: "fade")
        transition.transitionProgress = 0.5
        commit(window)
        #expect(transition.value(forAnimatedKey: "fade") == 0.25 && transition.value(forAnimatedKey: "other") == 0)
        #expect(collectionView.visibleCells.map(\.alpha) == [0.75, 0.75, 0.75, 0.75])
        #expect(frames(collectionView)[3] == CGRect(x: 25, y: 55, width: 75, height: 35))
    }
}
