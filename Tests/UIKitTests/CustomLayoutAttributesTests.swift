import Testing
import UIKit

/// Attributes of its own that a layout keeps in a `UICollectionViewLayoutAttributes`
/// subclass, as FSPagerView's and AnimatedCollectionViewLayout's do: the layout's
/// `layoutAttributesClass` is the class the flow layout makes, the class factories make
/// the subclass, a copy is of the subclass and keeps what its `copy(with:)` override
/// copies, and the cell's `apply(_:)` gets the subclass. Bounds changes and
/// `invalidateLayout()` reach `invalidateLayout(with:)` with contexts of the layout's
/// `invalidationContextClass`.
@MainActor @Suite struct CustomLayoutAttributesTests {
    final class PagingAttributes: UICollectionViewLayoutAttributes {
        var position: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! PagingAttributes
            copy.position = position
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? PagingAttributes else { return false }
            return super.isEqual(other) && other.position == position
        }
    }

    /// Places each page's position (in pages from the left edge) in its attributes.
    final class PagingLayout: UICollectionViewFlowLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []

        override class var layoutAttributesClass: AnyClass { PagingAttributes.self }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let offset = collectionView?.contentOffset.x ?? 0
            return super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? PagingAttributes }.map { attributes in
                attributes.position = (attributes.frame.minX - offset) / itemSize.width
                return attributes
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    final class PageCell: UICollectionViewCell {
        var applied: [UICollectionViewLayoutAttributes] = []

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(layoutAttributes)
        }
    }

    final class Pages: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }
    }

    @Test func theFactoriesCalledOnASubclassMakeTheSubclassAndItsCopyKeepsItsProperties() throws {
        let attributes = PagingAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.position = 1.5
        let copy = try #require(attributes.copy() as? PagingAttributes)
        #expect(copy !== attributes)
        #expect(copy.indexPath == IndexPath(item: 2, section: 0) && copy.representedElementCategory == .cell)
        #expect(copy.frame == attributes.frame && copy.alpha == 0.5 && copy.position == 1.5)
        #expect(copy.isEqual(attributes) && attributes.isEqual(copy))
        copy.position = 2
        #expect(!copy.isEqual(attributes))
        let header = PagingAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                      with: IndexPath(item: 0, section: 1))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(type(of: header.copy()) == PagingAttributes.self)
        #expect(!UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0)).isEqual(attributes))
    }

    @Test func theFlowLayoutMakesItsAttributesClassAndTheCellAppliesItsOwnProperty() throws {
        let window = UIWindow(size: CGSize(width: 200, height: 100), scale: 1)
        let layout = PagingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(PageCell.self, forCellWithReuseIdentifier: "page")
        let pages = Pages()
        collection.dataSource = pages
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        func positions() -> [CGFloat?] {
            collection.visibleCells.sorted { $0.frame.minX < $1.frame.minX }
                .map { ($0 as? PageCell)?.applied.last as? PagingAttributes }.map { $0?.position }
        }
        #expect(positions() == [0, 1])

        layout.contexts = []
        collection.contentOffset = CGPoint(x: 50, y: 0)
        window.eventLoop.runOnce()
        #expect(positions() == [-0.5, 0.5, 1.5])
        let context = try #require(layout.contexts.first)
        #expect(layout.contexts.count == 1)
        #expect(context is UICollectionViewFlowLayoutInvalidationContext)
        #expect(!context.invalidateEverything)

        layout.contexts = []
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1 && layout.contexts.first?.invalidateEverything == true)
    }

    @Test func aLayoutMakesContextsOfItsInvalidationContextClass() {
        final class SectionContext: UICollectionViewLayoutInvalidationContext {
            var section = 0
        }
        final class SectionLayout: UICollectionViewLayout {
            var sections: [Int] = []
            override class var invalidationContextClass: AnyClass { SectionContext.self }
            override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(forBoundsChange: newBounds) as! SectionContext
                context.section = 3
                return context
            }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                super.invalidateLayout(with: context)
                sections.append((context as? SectionContext)?.section ?? -1)
            }
        }
        let layout = SectionLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        #expect(layout.sections == [0])
        collection.frame.size = CGSize(width: 120, height: 100)
        #expect(layout.sections == [0, 3])
        collection.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(layout.sections == [0, 3])
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "badge", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["badge": [IndexPath(item: 0, section: 0)]])
        #expect(context.invalidatedDecorationIndexPaths == nil)
    }
}
