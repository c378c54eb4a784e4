import Testing
import UIKit

/// A collection view that keeps a custom layout's settings when its layout changes, as
/// animation libraries' collection views do by overriding the layout setters.
private final class EffectCollectionView: UICollectionView {
    var calls: [String] = []

    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        calls.append("set animated:\(animated)")
        super.setCollectionViewLayout(layout, animated: animated)
    }

    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                          completion: ((Bool) -> Void)? = nil) {
        calls.append("set with completion")
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
}

@MainActor
@Suite struct CollectionViewLayoutOverrideTests {
    @Test func aSubclassOverridesTheLayoutSetters() {
        let window = makeWindow(width: 100, height: 100)
        let first = UICollectionViewFlowLayout(), second = UICollectionViewFlowLayout()
        let collectionView = EffectCollectionView(frame: window.bounds, collectionViewLayout: first)
        window.addSubview(collectionView)
        commit(window)
        collectionView.setCollectionViewLayout(second, animated: false)
        #expect(collectionView.calls.first == "set animated:false")
        #expect(collectionView.collectionViewLayout === second)
        var finished: Bool?
        collectionView.setCollectionViewLayout(first, animated: false) { finished = $0 }
        #expect(collectionView.calls.last == "set with completion")
        #expect(collectionView.collectionViewLayout === first && finished == true)
    }
}
