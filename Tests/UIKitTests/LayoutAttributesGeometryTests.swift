import Testing
import UIKit

/// `UICollectionViewLayoutAttributes`' geometry: a frame, a centre and a size that set
/// one another as UIKit's do (a layout that sets `center` before `size` gets a frame
/// around that centre).
@MainActor
@Suite struct LayoutAttributesGeometryTests {
    @Test func aSizeSetAfterTheCentreKeepsTheCentre() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.center = CGPoint(x: 100, y: 50)
        attributes.size = CGSize(width: 40, height: 20)
        #expect(attributes.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(attributes.center == CGPoint(x: 100, y: 50))
    }

    @Test func theFrameSetsTheCentreTheSizeAndTheBounds() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
        #expect(attributes.center == CGPoint(x: 20, y: 25))
        #expect(attributes.size == CGSize(width: 20, height: 30))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func newBoundsResizeAboutTheCentre() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        attributes.bounds = CGRect(x: 0, y: 0, width: 10, height: 30)
        #expect(attributes.frame == CGRect(x: 15, y: 5, width: 10, height: 30))
    }
}
