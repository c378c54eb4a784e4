import Foundation

/// The swipe back: UIKit's interactive pop, driven by `interactivePopGestureRecognizer`.
///
/// When the pan from the leading edge begins, the navigation controller calls its own
/// `popViewController(animated: true)` (an override sees it, as on iOS) and starts the
/// pop at once: `viewWillDisappear` for the top controller, `viewWillAppear` for the one
/// beneath, the delegate's `willShow`, and a transition coordinator whose
/// `isInteractive` is true. The top view then follows the finger along UIKit's parallax
/// slide (`NavigationSlide`), the revealed view moving beneath it by 30 % of the width.
///
/// When the finger lifts, the coordinator's `notifyWhenInteractionChanges` blocks run
/// and the pop finishes or is cancelled. Apple documents no threshold: Easel finishes
/// when the top view would come to rest past half the width, projecting the finger's
/// velocity with `ScrollView.DecelerationRate.normal` (the projection of Apple's fluid
/// interfaces), so a slow release past the middle or a flick toward the trailing edge
/// finishes and a release short of the middle or a flick back cancels. Finishing, the
/// views spring on to the end (UIKit's transition spring) and the pop ends as a tapped
/// back button's does. Cancelling, the top controller returns to the stack, the revealed
/// controller gets `viewWillDisappear` and the top one `viewWillAppear` (Apple's order),
/// the views spring back, and at the end come the coordinator's completions (with
/// `isCancelled` true), `viewDidDisappear`, `viewDidAppear` and the delegate's `didShow`
/// for the controller that stayed.
///
/// Not modelled: alongside animations registered with the coordinator run on their own
/// time from the start of the pop, not with the finger.
extension NavigationController {
    /// The gesture recognizer that pops the top controller when a person swipes from the
    /// leading edge of the screen, like `UINavigationController.interactivePopGestureRecognizer`:
    /// a `ScreenEdgePanGestureRecognizer` on the navigation controller's view, enabled.
    /// Its default delegate lets it begin only while the top controller shows the bar's
    /// back button; set `delegate` (to `nil`, or to an object of yours) to swipe back with
    /// a custom back button, or return `false` from `gestureRecognizerShouldBegin` to stop
    /// it. It never begins with the root controller on top.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popGestureRecognizer }

    /// Whether there is something for the swipe back to pop now.
    var canPopInteractively: Bool {
        stack.count > 1 && transition == nil && customTransition == nil && pendingChange == nil
            && viewIfLoaded?.window != nil
            && appearState == .appeared
    }

    /// The swipe back's action.
    func popGestureDidChange(_ gesture: ScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .began:
            startInteractivePop()
            followPopGesture(gesture)
        case .changed:
            followPopGesture(gesture)
        case .ended, .cancelled:
            endInteractivePop(gesture)
        default:
            break
        }
    }

    private func startInteractivePop() {
        guard canPopInteractively else { return }
        popIsInteractive = true
        popViewController(animated: true)
        popIsInteractive = false
        // The deferred transition starts now, not at the next commit: the finger is down.
        viewIfLoaded?.layoutIfNeeded()
    }

    private func followPopGesture(_ gesture: ScreenEdgePanGestureRecognizer) {
        guard let pop = interactivePop else { return }
        let fraction = min(1, max(0, pop.forward(gesture.translation(in: viewIfLoaded).x) / pop.width))
        pop.coordinator?.percentComplete = fraction
        pop.transition.follow(fraction: Double(fraction))
    }

    private func endInteractivePop(_ gesture: ScreenEdgePanGestureRecognizer) {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        let position = pop.forward(gesture.translation(in: viewIfLoaded).x)
        let velocity = pop.forward(gesture.velocity(in: viewIfLoaded).x)
        let finishes = gesture.state == .ended && position + InteractivePop.projection(of: velocity) > pop.width / 2
        pop.coordinator?.endInteraction(cancelled: !finishes)
        guard !finishes else { return pop.transition.endInteraction(cancelled: false) {} }

        let popped = pop.popped, revealed = pop.revealed
        if !stack.contains(where: { $0 === popped }) {
            stack.append(popped)
            popped.isMovingFromParent = false
        }
        shownViewController = popped
        revealed.beginAppearanceTransition(false, animated: true)
        popped.beginAppearanceTransition(true, animated: true)
        pop.transition.endInteraction(cancelled: true) { [weak self, weak popped, weak revealed] in
            guard let self else { return }
            self.transition = nil
            pop.coordinator?.end(cancelled: true)
            revealed?.endAppearanceTransition()
            popped?.endAppearanceTransition()
            self.updateNavigationBarItems(fading: false)
            self.settleChildren(of: pop.change)
            if let popped { self.delegate?.navigationController(self, didShow: popped, animated: true) }
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }
}

/// A swipe back from its pop until the finger lifts.
struct InteractivePop {
    let transition: NavigationTransition
    let popped: ViewController
    let revealed: ViewController
    let change: PendingNavigationChange
    let coordinator: ViewControllerTransitionCoordinator?
    /// The distance of the whole slide: the transition view's width.
    let width: CGFloat
    let isRightToLeft: Bool

    /// A horizontal distance or velocity toward the trailing side.
    func forward(_ x: CGFloat) -> CGFloat { isRightToLeft ? -x : x }

    /// How much farther a finger moving at `velocity` points per second would carry the
    /// view, decelerating at `ScrollView.DecelerationRate.normal` per millisecond.
    static func projection(of velocity: CGFloat) -> CGFloat {
        let rate = ScrollView.DecelerationRate.normal.rawValue
        return velocity / 1000 * rate / (1 - rate)
    }
}
