import Testing
import UIKit

/// A flow layout that scales every item to half its size with a 3D transform, as
/// carousel layouts do, and keeps UIKit's archive initializer.
private final class HalfScaleLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 40, height: 40)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let scaled = attributes.copy() as! UICollectionViewLayoutAttributes
            scaled.transform3D = CATransform3DScale(CATransform3DIdentity, 0.5, 0.5, 1)
            return scaled
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

private final class OneCell: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .red
        return cell
    }
}

/// `UICollectionViewLayoutAttributes.transform3D` and `transform` are one transform:
/// each replaces the other, and a shown cell takes it about its centre.
@MainActor
@Suite struct CollectionViewLayoutAttributesTransform3DTests {
    @Test func aThreeDimensionalTransformReadsAsItsAffinePart() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(CATransform3DIsIdentity(attributes.transform3D))
        attributes.transform3D = CATransform3DMakeScale(0.5, 0.25, 1)
        #expect(attributes.transform == CGAffineTransform(scaleX: 0.5, y: 0.25))
        attributes.transform = CGAffineTransform(translationX: 10, y: -4)
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeTranslation(10, -4, 0)))
    }

    @Test func copiesKeepItAndEqualityComparesIt() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = CATransform3DMakeScale(2, 2, 1)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(CATransform3DEqualToTransform(copy.transform3D, CATransform3DMakeScale(2, 2, 1)))
        #expect(copy.isEqual(attributes))
        copy.transform3D = CATransform3DMakeScale(2, 2, 3)
        #expect(!copy.isEqual(attributes))
    }

    @Test func aCellIsScaledAboutItsCentre() throws {
        let window = makeWindow(width: 100, height: 100)
        let source = OneCell()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: HalfScaleLayout())
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        commit(window)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // The lone item of its line is centred in it (x 30), then halved about its centre.
        #expect(cell.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
        let image = try frameImage(of: window)
        let red = rgb(255, 0, 0)
        #expect(pixel(image, 39, 9) == .white && pixel(image, 40, 10) == red)
        #expect(pixel(image, 59, 29) == red && pixel(image, 60, 30) == .white)
    }
}
