import Testing
import UIKit

/// A flow layout that stops scrolling on whole pages of 100 points and logs the
/// collection view's calls.
private final class SnappingLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var restingOffset: CGPoint?

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError() }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        log.append("velocity \(velocity.x > 0 ? "forward" : "back")")
        return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.append("target from \(proposedContentOffset.x)")
        return restingOffset ?? proposedContentOffset
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("to") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("from") }
    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        log.append("finalize")
    }
}

private final class Source: NSObject, UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Suite struct CollectionViewLayoutTransitionTests {
    private func collectionView(_ layout: UICollectionViewLayout, _ source: Source) -> (UIWindow, UICollectionView) {
        let window = makeWindow(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        commit(window)
        return (window, collectionView)
    }

    @Test func theLayoutPicksWhereAFlickComesToRest() {
        let layout = SnappingLayout(), source = Source()
        let (window, collectionView) = collectionView(layout, source)
        _ = window.scheduleDrag(along: [CGPoint(x: 90, y: 50), CGPoint(x: 20, y: 50)], duration: 0.1)
        window.eventLoop.run(for: 4)
        #expect(layout.log == ["velocity forward"])
        // The flick comes to rest on a whole page, past the first.
        #expect(collectionView.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0)
        #expect(collectionView.contentOffset.x >= 100)
    }

    @Test func changingLayoutsTellsBothInUIKitsOrder() {
        let first = SnappingLayout(), second = SnappingLayout(), source = Source()
        let (window, collectionView) = collectionView(first, source)
        collectionView.contentOffset = CGPoint(x: 200, y: 0)
        commit(window)
        second.restingOffset = CGPoint(x: 300, y: 0)
        var completed: [Bool] = []
        collectionView.setCollectionViewLayout(second, animated: false) { completed.append($0) }
        #expect(first.log == ["to", "finalize"])
        #expect(second.log == ["from", "target from 200.0", "finalize"])
        #expect(completed == [true])
        #expect(collectionView.collectionViewLayout === second)
        #expect(collectionView.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test func theDefaultsKeepTheProposedOffset() {
        let layout = UICollectionViewLayout()
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4),
                                           withScrollingVelocity: CGPoint(x: 1, y: 0)) == CGPoint(x: 3, y: 4))
    }
}
