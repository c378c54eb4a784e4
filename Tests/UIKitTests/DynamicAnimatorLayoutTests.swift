import Testing
import UIKit

/// A flow layout whose cells hang on springs, as BouncyLayout's do: the animator owns
/// the attributes and the layout hands them out.
private final class SpringyLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty,
              let items = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) else { return }
        for item in items {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.damping = 0.7
            spring.frequency = 1.5
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }
}

/// Four cells: red, green, blue, black.
private final class ColorSource: NSObject, UICollectionViewDataSource {
    let colors: [UIColor] = [.red, .green, .blue, .black]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = colors[indexPath.item]
        return cell
    }
}

@MainActor
@Suite struct DynamicAnimatorLayoutTests {
    private func springyList() -> (UIWindow, SpringyLayout, ColorSource) {
        let window = makeWindow(width: 100, height: 200)
        let layout = SpringyLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 10
        let source = ColorSource()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        commit(window)
        return (window, layout, source)
    }

    @Test func theAnimatorOwnsTheLayoutsAttributesAndPausesWhenTheyRest() throws {
        let (window, layout, _) = springyList()
        #expect(layout.animator.behaviors.count == 4)
        #expect(layout.animator.referenceView == nil)
        let first = try #require(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(layout.animator.items(in: CGRect(x: 0, y: 45, width: 100, height: 10)).count == 1)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(255, 0, 0))
        window.eventLoop.run(for: 0.5)
        #expect(!layout.animator.isRunning, "springs at their anchors are at rest")
    }

    @Test func aCellPulledOffItsAnchorSpringsBackOnScreen() throws {
        let (window, layout, _) = springyList()
        let first = try #require(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))
        first.center.x += 50
        layout.animator.updateItem(usingCurrentState: first)
        #expect(layout.animator.isRunning)
        window.eventLoop.run(for: 1.0 / 60)
        var image = try frameImage(of: window)
        #expect(pixel(image, 25, 20) == rgb(255, 255, 255), "the cell starts half off screen")
        #expect(pixel(image, 75, 20) == rgb(255, 0, 0))
        #expect(pixel(image, 25, 70) == rgb(0, 255, 0), "the other cells stay put")
        window.eventLoop.run(for: 0.2)
        image = try frameImage(of: window)
        #expect(first.frame.minX > 0 && first.frame.minX < 25, "on its way back: \(first.frame.minX)")
        #expect(pixel(image, 25, 20) == rgb(255, 0, 0))
        window.eventLoop.run(for: 5)
        #expect(!layout.animator.isRunning)
        #expect(abs(first.frame.minX) < 0.01)
        image = try frameImage(of: window)
        #expect(pixel(image, 0, 20) == rgb(255, 0, 0))
        #expect(pixel(image, 99, 20) == rgb(255, 0, 0))
    }
}

/// UIKit Dynamics on views, in UIKit's names.
@MainActor
@Suite struct DynamicAnimatorViewTests {
    private final class Pauses: NSObject, UIDynamicAnimatorDelegate {
        var count = 0
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { count += 1 }
    }

    @Test func aViewFallsOntoTheBottomOfItsReferenceViewAndRendersThere() throws {
        let window = makeWindow(width: 100, height: 200)
        let box = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 50))
        box.backgroundColor = .blue
        window.addSubview(box)
        commit(window)
        let animator = UIDynamicAnimator(referenceView: window)
        let pauses = Pauses()
        animator.delegate = pauses
        let gravity = UIGravityBehavior(items: [box])
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .everything
        let item = UIDynamicItemBehavior(items: [box])
        item.elasticity = 0
        item.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(item)
        window.eventLoop.run(for: 2)
        #expect(pauses.count == 1)
        #expect(box.frame == CGRect(x: 25, y: 150, width: 50, height: 50))
        let image = try frameImage(of: window)
        #expect(pixel(image, 50, 175) == rgb(0, 0, 255))
        #expect(pixel(image, 50, 25) == rgb(255, 255, 255))
    }
}
