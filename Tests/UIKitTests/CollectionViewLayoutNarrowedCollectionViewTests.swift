import Testing
import UIKit

/// A layout that narrows `collectionView` to a non-optional, as card and carousel
/// layouts do (`override var collectionView: UICollectionView { super.collectionView! }`).
@MainActor
@Suite struct CollectionViewLayoutNarrowedCollectionViewTests {
    private final class NarrowingLayout: UICollectionViewFlowLayout {
        var preparedWidths: [CGFloat] = []

        override var collectionView: UICollectionView {
            super.collectionView!
        }

        override func prepare() {
            super.prepare()
            preparedWidths.append(collectionView.bounds.width)
        }
    }

    @Test func theNarrowedCollectionViewIsTheOneTheLayoutBelongsTo() {
        let layout = NarrowingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 80),
                                              collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        #expect(layout.collectionView === collectionView)
        #expect(layout.preparedWidths == [120])
        // Replacing the layout detaches this one without asking its narrowed getter,
        // which would trap once `super.collectionView` is nil.
        collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.preparedWidths == [120])
    }
}
