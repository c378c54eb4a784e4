import Testing
import UIKit

/// A split container that gives its child the left half of every size it is given, as
/// container controllers do through `UIContentContainer`.
private final class HalfWidthContainer: UIViewController {
    var childSizeRequests: [CGSize] = []

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        childSizeRequests.append(parentSize)
        return CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
}

/// A child that notes the sizes it is told of and its container's replies.
private final class SizeNotingChild: UIViewController {
    var transitions: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

/// A toast's presentation controller, as toast libraries write one: the presented view
/// gets the size its controller prefers, at the bottom of the container, and follows
/// later changes of that size.
private final class ToastPresentationController: UIPresentationController {
    var changes: [CGSize] = []

    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        container.preferredContentSize
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let size = size(forChildContentContainer: presentedViewController,
                        withParentContainerSize: containerView.bounds.size)
        return CGRect(x: (containerView.bounds.width - size.width) / 2,
                      y: containerView.bounds.height - size.height, width: size.width, height: size.height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        changes.append(container.preferredContentSize)
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class ToastTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ToastPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Code that takes "some coordinate space" (a view or the screen), as overlay and
/// drag libraries do.
@MainActor
private func location(of view: UIView, in coordinateSpace: UICoordinateSpace) -> CGPoint {
    view.convert(CGPoint.zero, to: coordinateSpace)
}

/// `UIContentContainer` and `UICoordinateSpace`, the two protocols UIKit's controllers
/// and views adopt.
@MainActor
@Suite struct ContentContainerTests {
    @Test func aContainerSizesItsChildrenWhenItsSizeChanges() {
        let container = HalfWidthContainer()
        let child = SizeNotingChild()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = makeWindow(width: 100, height: 200)
        window.rootViewController = container
        commit(window)
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        commit(window)
        #expect(container.childSizeRequests == [CGSize(width: 300, height: 100)])
        #expect(child.transitions == [CGSize(width: 150, height: 100)])
    }

    @Test func theDefaultGivesAChildItsParentsSize() {
        let container = UIViewController()
        let child = SizeNotingChild()
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480))
                == CGSize(width: 320, height: 480))
        let presentation = UIPresentationController(presentedViewController: child, presenting: container)
        #expect(presentation.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
        child.preferredContentSize = CGSize(width: 44, height: 22)
        #expect(presentation.preferredContentSize == CGSize(width: 44, height: 22))
    }

    @Test func aPresentedControllersPreferredSizeReachesItsPresentationController() throws {
        let root = UIViewController()
        let window = makeWindow(width: 200, height: 300)
        window.rootViewController = root
        commit(window)
        let toast = UIViewController()
        toast.view.backgroundColor = .black
        toast.preferredContentSize = CGSize(width: 160, height: 40)
        let transitioning = ToastTransitioning()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitioning
        root.present(toast, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(toast.view.frame == CGRect(x: 20, y: 260, width: 160, height: 40))

        toast.preferredContentSize = CGSize(width: 100, height: 60)
        let presentation = try #require(toast.presentationController as? ToastPresentationController)
        #expect(presentation.changes == [CGSize(width: 100, height: 60)])
        #expect(toast.view.frame == CGRect(x: 50, y: 240, width: 100, height: 60))
        commit(window)
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 100, 250) == rgb(0, 0, 0))
        #expect(pixel(frame, 40, 250) == .white, "outside the narrower toast")
    }

    @Test func viewsAndTheScreenAreCoordinateSpaces() {
        let window = makeWindow(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        card.addSubview(badge)
        window.addSubview(card)
        #expect(location(of: badge, in: card) == CGPoint(x: 5, y: 6))
        #expect(location(of: badge, in: window.screen.coordinateSpace) == CGPoint(x: 35, y: 46))
        #expect(location(of: badge, in: window.screen.fixedCoordinateSpace) == CGPoint(x: 35, y: 46))
        let screen: UICoordinateSpace = window.screen.coordinateSpace
        #expect(screen.convert(CGPoint(x: 35, y: 46), to: badge) == .zero)
        #expect(card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: screen)
                == CGRect(x: -30, y: -40, width: 10, height: 10))
        #expect(badge.convert(badge.bounds, to: screen) == CGRect(x: 35, y: 46, width: 10, height: 10))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
    }
}
