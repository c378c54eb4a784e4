import Foundation
import Testing
import UIKit

/// A card presentation as iOS apps write one: a presentation controller that dims the
/// screen and rests the card on the lower half, and an animator that slides it in and
/// out.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width,
                      height: container.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationTransitionWillBegin container:\(containerView != nil)")
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.addSubview(dimming)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationTransitionDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalTransitionDidEnd \(completed)")
        if completed { dimming.removeFromSuperview() }
    }
}

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var completes = true
    var ended: [Bool] = []
    var seen: [String] = []

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: toController)
            seen.append("to \(final) from view:\(transitionContext.view(forKey: .from) != nil)")
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(self.completes)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            seen.append("from \(fromView.frame) to view:\(transitionContext.view(forKey: .to) != nil)")
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame.origin.y = container.bounds.height
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let present = SlideAnimator(presenting: true)
    let dismiss = SlideAnimator(presenting: false)
    var presentationController: HalfSheetPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
}

@MainActor
@Suite struct CustomTransitionTests {
    /// Presents a red card with `style` from the root of a 100 × 200 window, its
    /// transitions from a `CardTransitioning` that `configure` may change first.
    private func presentCard(animated: Bool = true, style: UIModalPresentationStyle = .custom,
                             configure: (CardTransitioning) -> Void = { _ in }, completion: (() -> Void)? = nil)
        -> (UIWindow, UIViewController, UIViewController, CardTransitioning)
    {
        let root = UIViewController()
        let window = makeWindow(width: 100, height: 200)
        window.rootViewController = root
        commit(window)
        let card = UIViewController()
        card.view.backgroundColor = .red
        let transitioning = CardTransitioning()
        configure(transitioning)
        card.modalPresentationStyle = style
        card.transitioningDelegate = transitioning
        root.present(card, animated: animated, completion: completion)
        return (window, root, card, transitioning)
    }

    @Test func aCustomPresentationUsesTheDelegatesControllerAndAnimator() throws {
        let (window, root, card, transitioning) = presentCard(animated: true)
        window.eventLoop.run(for: 0.1)
        let halfway = try #require(card.view.layer.presentation()).frame.minY
        #expect(halfway > 100 && halfway < 200, "the card slides up from the bottom edge")
        window.eventLoop.runUntilIdle()
        #expect(!card.isBeingPresented)
        #expect(card.view.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(card.presentationController === transitioning.presentationController)
        #expect(root.view.window === window, "a custom presentation leaves the presenting view")
        #expect(transitioning.present.seen == ["to \(CGRect(x: 0, y: 100, width: 100, height: 100)) from view:false"])
        #expect(transitioning.present.ended == [true])
        let presentationController = try #require(transitioning.presentationController)
        #expect(presentationController.log == ["presentationTransitionWillBegin container:true",
                                               "presentationTransitionDidEnd true"])
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 50, 150) == rgb(255, 0, 0))
        #expect(pixel(frame, 50, 50) == rgb(127, 127, 127), "white under the 50 % dimming view")

        card.dismiss(animated: true)
        window.eventLoop.runUntilIdle()
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(transitioning.dismiss.seen == ["from \(CGRect(x: 0, y: 100, width: 100, height: 100)) to view:false"])
        #expect(transitioning.dismiss.ended == [true])
        #expect(presentationController.log.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd true"])
        #expect(try pixel(frameImage(of: window), 50, 50) == .white)
    }

    @Test func aPresentationWithoutAnimationPlacesTheViewWithoutTheAnimator() {
        let (window, _, card, transitioning) = presentCard(animated: false)
        window.eventLoop.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(transitioning.present.seen.isEmpty && transitioning.present.ended.isEmpty)
        #expect(transitioning.presentationController?.log == ["presentationTransitionWillBegin container:true",
                                                              "presentationTransitionDidEnd true"])
    }

    @Test func aCancelledPresentationLeavesThePresenterAlone() {
        var presentCompleted = false
        let (window, root, card, transitioning) = presentCard(configure: { $0.present.completes = false }) {
            presentCompleted = true
        }
        window.eventLoop.runUntilIdle()
        #expect(root.presentedViewController == nil && card.presentingViewController == nil)
        #expect(card.viewIfLoaded?.window == nil)
        #expect(!presentCompleted)
        #expect(transitioning.present.ended == [false])
        #expect(transitioning.presentationController?.log.last == "presentationTransitionDidEnd false")
    }

    @Test func aFullScreenPresentationAlsoUsesTheDelegatesAnimator() {
        let (window, root, card, transitioning) = presentCard(style: .fullScreen)
        window.eventLoop.runUntilIdle()
        #expect(transitioning.presentationController == nil, "only .custom asks for a presentation controller")
        #expect(transitioning.present.seen == ["to \(CGRect(x: 0, y: 0, width: 100, height: 200)) from view:true"])
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(root.viewIfLoaded?.window == nil, "a full-screen presentation removes the presenting view")
    }
}
