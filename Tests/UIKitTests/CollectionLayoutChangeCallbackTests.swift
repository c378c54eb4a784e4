import Testing
import UIKit

/// A cell that logs the layout changes it hears about.
private final class TransitionLoggingCell: UICollectionViewCell {
    static var log: [String] = []

    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.willTransition(from: oldLayout, to: newLayout)
        Self.log.append("will \(oldLayout is UICollectionViewFlowLayout ? "flow" : "other")")
    }

    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.didTransition(from: oldLayout, to: newLayout)
        Self.log.append("did")
    }
}

private final class ThreeItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
                                UICollectionViewDataSourcePrefetching {
    var items = 3
    var restingOffset: CGPoint?
    var proposedOffsets: [CGPoint] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedOffsets.append(proposedContentOffset)
        return restingOffset ?? proposedContentOffset
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
@Suite(.serialized) struct CollectionLayoutChangeCallbackTests {
    @Test func theCellsShownHearOfALayoutChangeBeforeAndAfterIt() {
        TransitionLoggingCell.log = []
        let window = makeWindow(width: 100, height: 100)
        let first = UICollectionViewFlowLayout()
        first.itemSize = CGSize(width: 40, height: 20)
        first.headerReferenceSize = CGSize(width: 100, height: 10)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: first)
        collectionView.register(TransitionLoggingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let source = ThreeItems()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        commit(window)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                    == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 90, height: 20)
        var finished = false
        collectionView.setCollectionViewLayout(second, animated: false) { finished = $0 }
        #expect(finished)
        #expect(TransitionLoggingCell.log == ["will flow", "will flow", "will flow", "did", "did", "did"])
        withExtendedLifetime(source) {}
    }

    @Test func theDelegateHasTheLastWordOnTheOffsetAfterALayoutChange() {
        let window = makeWindow(width: 100, height: 100)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = ThreeItems()
        source.items = 10
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.prefetchDataSource = source
        window.addSubview(collectionView)
        commit(window)
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        source.restingOffset = CGPoint(x: 0, y: 200)
        let taller = UICollectionViewFlowLayout()
        taller.itemSize = CGSize(width: 100, height: 60)
        taller.minimumLineSpacing = 0
        collectionView.setCollectionViewLayout(taller, animated: false)
        // The layout proposes the offset it keeps (120, within the new content); the
        // delegate moves it to 200.
        #expect(source.proposedOffsets == [CGPoint(x: 0, y: 120)])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(collectionView.prefetchDataSource === source)
    }
}
