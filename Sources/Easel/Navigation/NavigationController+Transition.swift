import Foundation

/// UIKit's deferred navigation transition: the views follow the stack in the layout of
/// the navigation controller's view.
extension NavigationController {
    /// Where `controller`'s view rests: the bounds of the transition view, which fills
    /// the navigation controller's view (it takes that size in the view's layout, after
    /// this controller's hooks run), less the bars the view does not reach under.
    func restingFrame(for controller: ViewController?) -> CGRect {
        let bounds = CGRect(origin: .zero, size: viewIfLoaded?.bounds.size ?? .zero)
        guard let controller else { return bounds }
        return bounds.inset(by: controller.extendedLayoutInsets(under: barInsets, opaqueEdges: opaqueBarEdges))
    }

    /// At rest, the shown controller's view fills the transition view.
    func layoutShownView() {
        guard transition == nil, customTransition == nil, let shownView = shownViewController?.loadedView,
              shownView.superview === transitionView else { return }
        shownView.frame = restingFrame(for: shownViewController)
    }

    /// Shows the top of the stack if it is not the controller shown, as UIKit's
    /// `_startDeferredTransitionIfNeeded` does from the layout: loads the incoming
    /// view, sends `viewWillDisappear` to the outgoing controller and `viewWillAppear`
    /// to the incoming one (when the navigation controller is on screen), lays the
    /// incoming view out, then slides or swaps the views. `viewDidDisappear`,
    /// `viewDidAppear` and the children's `didMove(toParent:)` follow the commit that
    /// shows the end.
    func startDeferredTransitionIfNeeded() {
        // A change during a custom transition waits for its end.
        guard customTransition == nil, let change = pendingChange else { return }
        pendingChange = nil
        // A change while the finger drives a pop (code pushing mid-swipe) ends the pop first.
        interactivePop?.coordinator?.endInteraction(cancelled: false)
        interactivePop = nil
        transition?.finishNow()
        let outgoing = shownViewController
        let incoming = topViewController
        guard outgoing !== incoming else {
            // The top stayed (a push and a pop in one turn, or a new stack under it):
            // the bar's back item may have changed all the same.
            updateNavigationBarItems(fading: false)
            change.coordinator?.end()
            return settleChildren(of: change)
        }

        let onScreen = transitionView.window != nil && isAppearingOrAppeared
        if !onScreen { change.coordinator?.end() }
        incoming?.loadViewIfNeeded()
        let outgoingView = outgoing?.loadedView.flatMap { $0.superview === transitionView ? $0 : nil }
        let incomingView = incoming?.loadedView
        let slides = change.animated && onScreen && outgoingView != nil && incomingView != nil
        if slides, let outgoing, let incoming, let outgoingView, let incomingView, let window = transitionView.window,
           let animation = customAnimation(isPop: change.isPop, from: outgoing, to: incoming) {
            return startCustomTransition(change, animation: animation, from: (outgoing, outgoingView),
                                         to: (incoming, incomingView), in: window)
        }
        let coordinator = onScreen ? change.coordinator : nil
        coordinator?.timing = slides ? .transitionSpring : .immediate
        coordinator?.setParticipants(from: .init(controller: outgoing, view: outgoingView),
                                     to: .init(controller: incoming, view: incomingView))
        let isInteractive = slides && change.isInteractive
        if isInteractive { coordinator?.beginInteraction() }
        if onScreen {
            outgoing?.beginAppearanceTransition(false, animated: slides)
            incoming?.beginAppearanceTransition(true, animated: slides)
            if let incoming { delegate?.navigationController(self, willShow: incoming, animated: slides) }
        }
        shownViewController = incoming
        updateNavigationBarItems(fading: slides)

        let slide = NavigationSlide(bounds: restingFrame(for: incoming), isPop: change.isPop,
                                    isRightToLeft: transitionView.isRightToLeft)
        if let incomingView {
            incomingView.frame = slides ? slide.incomingStart : slide.bounds
            if change.isPop, let outgoingView {
                transitionView.insertSubview(incomingView, belowSubview: outgoingView)
            } else {
                transitionView.addSubview(incomingView)
            }
            // UIKit lays the incoming view out before the slide starts.
            incomingView.layoutSubtreeIfNeeded()
        }
        // UIKit moves the outgoing view into the slide's container view, which lays it
        // out again, later in this layout pass.
        if slides { outgoingView?.setNeedsLayout() }

        let next = NavigationTransition(
            outgoingView: outgoingView, incomingView: incomingView, slide: slides ? slide : nil,
            window: onScreen ? transitionView.window : nil,
            progress: { [weak navigationBar] in navigationBar?.setItemTransitionProgress($0) }
        ) { [weak self, weak outgoing, weak incoming] in
            guard let self else { return }
            self.transition = nil
            coordinator?.end()
            if onScreen {
                outgoing?.endAppearanceTransition()
                incoming?.endAppearanceTransition()
            }
            self.settleChildren(of: change)
            if onScreen, let incoming { self.delegate?.navigationController(self, didShow: incoming, animated: slides) }
            // The new top controller's status bar and home indicator, as UIKit asks after a push or pop.
            self.setNeedsStatusBarAppearanceUpdate()
        }
        transition = next
        if isInteractive, let outgoing, let incoming {
            interactivePop = InteractivePop(transition: next, popped: outgoing, revealed: incoming, change: change,
                                            coordinator: coordinator, width: slide.bounds.width,
                                            isRightToLeft: slide.isRightToLeft)
            next.startInteractive()
        } else {
            next.start()
        }
        coordinator?.runAlongsideAnimations()
    }
}
