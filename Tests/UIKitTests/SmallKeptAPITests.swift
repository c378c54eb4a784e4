import Testing
import UIKit

/// A data source of `count` items in one section, each a plain cell.
private final class PlainItems: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Suite struct SmallKeptAPITests {
    /// A 6 × 6 image at 1× with a white ground, after `draw`.
    private func drawing(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            draw(context.cgContext)
        }
    }

    @Test func rectFrameDrawsOnePointInsideTheRectInTheStrokeColour() {
        let image = drawing { context in
            context.setStrokeColor(UIColor.red.cgColor)
            context.setFillColor(UIColor.blue.cgColor)
            context.setLineWidth(3)
            UIRectFrame(CGRect(x: 1, y: 1, width: 4, height: 4))
        }
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 1, 1) == rgb(255, 0, 0))
        #expect(pixel(image, 4, 4) == rgb(255, 0, 0))
        #expect(pixel(image, 3, 1) == rgb(255, 0, 0))
        #expect(pixel(image, 2, 2) == .white)
        #expect(pixel(image, 5, 5) == .white)
    }

    @Test func rectFrameUsingBlendModeDrawsInTheFillColour() {
        let image = drawing { context in
            context.setStrokeColor(UIColor.red.cgColor)
            context.setFillColor(UIColor.blue.cgColor)
            UIRectFrameUsingBlendMode(CGRect(x: 1, y: 1, width: 4, height: 4), .normal)
        }
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 1, 1) == rgb(0, 0, 255))
        #expect(pixel(image, 4, 2) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 4) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 2) == .white)
        #expect(pixel(image, 3, 3) == .white)
    }

    @Test func bezierPathFlatnessIsKeptAndCopied() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.flatness == 0.6)
        path.flatness = 2
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy.flatness == 2)
    }

    /// Two 60-point items in a 200-point collection view with 5-point section insets
    /// and 20-point layout margins: where the first and second go.
    private func itemOrigins(_ reference: UICollectionViewFlowLayout.SectionInsetReference) -> [CGFloat] {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 60, height: 40)
        flow.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        flow.sectionInsetReference = reference
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: flow)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let items = PlainItems(count: 2)
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        return (0..<2).map { flow.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX ?? -1 }
    }

    @Test func sectionInsetReferenceMovesTheSectionsEdges() {
        #expect(UICollectionViewFlowLayout().sectionInsetReference == .fromContentInset)
        // From the content area: 5 points in, the spare 70 points between the items.
        #expect(itemOrigins(.fromContentInset) == [5, 135])
        // From the layout margins: 25 points in at each side, 30 points between.
        #expect(itemOrigins(.fromLayoutMargins) == [25, 115])
        // The view has no safe area inset, so the content area is the safe area.
        #expect(itemOrigins(.fromSafeArea) == [5, 135])
    }

    /// Under a safe area, `.fromLayoutMargins` counts the margins from the safe area, as
    /// the margins guide does: 8 points of margin inside 30 of safe area (two items, so
    /// the first sits at the line's leading edge).
    @Test func sectionInsetsFromTheMarginsIncludeTheSafeArea() {
        func firstItemX(_ reference: UICollectionViewFlowLayout.SectionInsetReference) -> CGFloat {
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 60, height: 40)
            flow.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            flow.sectionInsetReference = reference
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let items = PlainItems(count: 2)
            collectionView.dataSource = items
            let window = showOnIPhone16e(controller)
            collectionView.frame = controller.view.bounds
            controller.view.addSubview(collectionView)
            commit(window)
            return flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX ?? -1
        }
        #expect(firstItemX(.fromContentInset) == 5)
        #expect(firstItemX(.fromSafeArea) == 35)
        #expect(firstItemX(.fromLayoutMargins) == 43)
    }

    @Test func collectionViewKeepsSelfSizingInvalidationAndDragInteraction() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.selfSizingInvalidation == .enabled)
        #expect(collectionView.dragInteractionEnabled == false)
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        collectionView.dragInteractionEnabled = true
        #expect(collectionView.selfSizingInvalidation == .enabledIncludingConstraints)
        #expect(collectionView.dragInteractionEnabled)
    }

    @Test func panKeepsItsAllowedScrollTypes() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.allowedScrollTypesMask == [])
        pan.allowedScrollTypesMask = .continuous
        #expect(pan.allowedScrollTypesMask == .continuous)
        #expect(UIScrollTypeMask.all == [.discrete, .continuous])
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
    }

    @Test func accessibilityRespondsToUserInteractionDefaultsByKindAndIsKept() {
        let view = UIView()
        #expect(view.accessibilityRespondsToUserInteraction == false)
        #expect(UIButton(type: .system).accessibilityRespondsToUserInteraction)
        view.accessibilityRespondsToUserInteraction = true
        #expect(view.accessibilityRespondsToUserInteraction)
    }

    @Test func barItemsKeepTheirAccessibilityProperties() {
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        #expect(item.accessibilityLabel == nil && item.accessibilityTraits == .none)
        item.accessibilityLabel = "Share photo"
        item.accessibilityHint = "Opens the share sheet"
        item.accessibilityValue = "3 selected"
        item.accessibilityTraits = .button
        item.isAccessibilityElement = true
        #expect(item.accessibilityLabel == "Share photo")
        #expect(item.accessibilityHint == "Opens the share sheet")
        #expect(item.accessibilityValue == "3 selected")
        #expect(item.accessibilityTraits == .button)
        #expect(item.isAccessibilityElement)
    }

    @Test func buttonDrawsItsSymbolAtThePreferredConfiguration() throws {
        let button = UIButton(type: .system)
        let star = try #require(UIImage(systemName: "star"))
        button.setImage(star, for: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == nil)
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == large)
        // A state without its own configuration takes the normal state's.
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
        let expected = try #require(UIImage(systemName: "star", withConfiguration: large))
        #expect(button.imageView?.image?.size == expected.size)
        #expect(expected.size != star.size)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(button.imageView?.image?.size == star.size)
    }

    /// A 10-point layer moved over one second along `path` by a paced keyframe
    /// animation turning as `mode` says: its presentation transform half way.
    private func turnHalfway(along path: UIBezierPath, _ mode: CAAnimationRotationMode?) -> CATransform3D? {
        let window = makeWindow(width: 200, height: 200)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(dot)
        window.eventLoop.runOnce()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path.cgPath
        move.calculationMode = .paced
        move.rotationMode = mode
        move.duration = 1
        dot.add(move, forKey: "move")
        window.eventLoop.run(for: 0.5)
        return dot.presentation()?.transform
    }

    @Test func rotationModeTurnsTheLayerToThePathsTangent() throws {
        // Down the screen: a quarter turn clockwise.
        let down = UIBezierPath()
        down.move(to: CGPoint(x: 50, y: 20))
        down.addLine(to: CGPoint(x: 50, y: 180))
        let auto = try #require(turnHalfway(along: down, .rotateAuto))
        #expect([auto.m11, auto.m12, auto.m21, auto.m22, auto.m41, auto.m42] == [0, 1, -1, 0, 0, 0])
        let reverse = try #require(turnHalfway(along: down, .rotateAutoReverse))
        #expect([reverse.m11, reverse.m12, reverse.m21, reverse.m22] == [0, -1, 1, 0])
        let unturned = try #require(turnHalfway(along: down, nil))
        #expect(CATransform3DIsIdentity(unturned))
        // Leftwards: half a turn, its reverse none.
        let left = UIBezierPath()
        left.move(to: CGPoint(x: 180, y: 50))
        left.addLine(to: CGPoint(x: 20, y: 50))
        let back = try #require(turnHalfway(along: left, .rotateAuto))
        #expect([back.m11, back.m12, back.m21, back.m22] == [-1, 0, 0, -1])
        let forward = try #require(turnHalfway(along: left, .rotateAutoReverse))
        #expect(CATransform3DIsIdentity(forward))
    }
}
