import Foundation

/// Modal presentation and dismissal, as UIKit's `present`/`dismiss` do it: the
/// full-screen and current-context styles with their transition (cover vertical or
/// cross-dissolve), the sheet styles through their `SheetPresentationController`.
extension ViewController {
    /// The controller presented by this one or by the nearest ancestor that presents,
    /// like `UIViewController.presentedViewController`.
    public var presentedViewController: ViewController? {
        selfAndParents.lazy.compactMap(\.presentation).first
    }

    /// The controller that presented this one (or its nearest presented ancestor), like
    /// `UIViewController.presentingViewController`: for the current-context styles,
    /// the controller that defines the context.
    public var presentingViewController: ViewController? {
        selfAndParents.lazy.compactMap(\.presenter).first
    }

    /// Whether a `.currentContext` presentation by this controller has taken its view
    /// out of the hierarchy: its container must not put the view back.
    var viewIsCoveredByPresentation: Bool { presentation?.modalPresentationStyle == .currentContext }

    /// This controller, then its parent, its parent's parent …
    var selfAndParents: UnfoldFirstSequence<ViewController> { sequence(first: self, next: \.parent) }

    /// The controller that presents a controller of `style` for this one, as UIKit
    /// chooses it: for the current-context styles the first of this controller and its
    /// parents whose `definesPresentationContext` is true, else (and for the other
    /// styles) the topmost ancestor.
    func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        guard style.coversContext else { return rootAncestor }
        return selfAndParents.first { $0.definesPresentationContext } ?? rootAncestor
    }

    /// The transition a presentation over `context` runs: the context's own when it
    /// provides it for a current-context presentation, else the presented controller's.
    func transitionStyle(over context: ViewController) -> ModalTransitionStyle {
        let provided = modalPresentationStyle.coversContext && context.definesPresentationContext
            && context.providesPresentationContextTransitionStyle
        let style = provided ? context.modalTransitionStyle : modalTransitionStyle
        if style == .flipHorizontal || style == .partialCurl {
            Trace.diagnostic("modalTransitionStyle \(style) of \(traceName) is not modelled: "
                             + "it is shown with the cover-vertical slide")
        }
        return style
    }

    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentation else { return }
        let chain = Array(sequence(first: presented) { $0.presentation })
        let visible = chain.last ?? presented
        guard let window = ([self] + chain).lazy.compactMap({ $0.viewIfLoaded?.window }).first else { return }
        if let busy = chain.first(where: { $0.isBeingPresented || $0.isBeingDismissed }) {
            return Trace.diagnostic("attempt to dismiss \(busy.traceName) while a presentation or dismissal "
                                    + "is in progress")
        }
        for controller in chain { controller.isBeingDismissed = true }
        let shownStyle = visible.shownPresentationStyle
        let animator = animated && !shownStyle.isSheet && shownStyle != .popover
            ? visible.transitioningDelegate?.animationController(forDismissed: visible) : nil
        let returns = !isAppearingOrAppeared
        let coordinator = ViewControllerTransitionCoordinator(
            timing: animated && visible.presentationSlides ? .transitionSpring : .immediate,
            containerView: visible.presentationController?.containerView ?? visible.viewIfLoaded?.superview ?? window)
        coordinator.attach(to: [self] + chain)
        coordinator.setParticipants(from: .init(controller: visible, view: visible.viewIfLoaded),
                                    to: .init(controller: self, view: returns ? viewIfLoaded : nil))
        let leaving = chain.filter(\.isAppearingOrAppeared)
        for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
        // Appearing first, so that a container's own forwarding of a child view
        // entering the window finds the transition under way.
        if returns { beginAppearanceTransition(true, animated: animated) }
        if let ownView = viewIfLoaded, ownView.superview == nil {
            let place = presented.viewIfLoaded?.superview
            if let container = place as? PresentationContainerView, let superview = container.superview {
                ownView.frame = container.frame
                superview.insertSubview(ownView, belowSubview: container)
            } else if let visibleView = visible.viewIfLoaded, visibleView.superview === window {
                ownView.frame = window.bounds
                window.insertSubview(ownView, belowSubview: visibleView)
            } else {
                ownView.frame = window.bounds
                window.addSubview(ownView)
            }
        }
        if returns { viewIfLoaded?.layoutSubtreeIfNeeded() }
        let manager = visible.presentationController
        manager?.dismissalTransitionWillBegin()
        let dismissed = { [weak self] in
            coordinator.end()
            manager?.dismissalTransitionDidEnd(true)
            manager?.transitionContainerView = nil
            for controller in chain {
                let popover = controller.presentationControllerStorage as? PopoverPresentationController
                if let sheet = controller.presentedSheet {
                    sheet.uninstall()
                } else if let popover, popover.container != nil {
                    popover.uninstall()
                } else if let view = controller.viewIfLoaded {
                    let container = view.superview as? PresentationContainerView
                    view.removeFromSuperview()
                    container?.removeFromSuperview()
                    view.alpha = 1
                }
                popover?.presentationDidFinish()
            }
            self?.presentation = nil
            for controller in chain {
                controller.presenter = nil
                controller.presentation = nil
            }
            for controller in leaving { controller.endAppearanceTransition() }
            for controller in chain { controller.isBeingDismissed = false }
            if returns { self?.endAppearanceTransition() }
            completion?()
        }
        guard let animator, let visibleView = visible.viewIfLoaded else {
            return slide(visible.presentedPopover?.container ?? visible.viewIfLoaded, of: visible, in: window, up: false,
                         animated: animated, coordinator: coordinator, completion: dismissed)
        }
        let ownView = viewIfLoaded
        let transition = CustomTransitionContext(
            container: manager?.containerView ?? visibleView.superview ?? window, style: visible.modalPresentationStyle,
            from: .init(controller: visible, view: visibleView, initialFrame: visibleView.frame, finalFrame: .zero),
            to: .init(controller: self, view: returns ? ownView : nil,
                      initialFrame: ownView?.frame ?? .zero, finalFrame: ownView?.frame ?? .zero)
        ) { [weak self] completed in
            guard !completed else { return dismissed() }
            coordinator.end(cancelled: true)
            manager?.dismissalTransitionDidEnd(false)
            for controller in leaving {
                controller.beginAppearanceTransition(true, animated: true)
                controller.endAppearanceTransition()
            }
            for controller in chain { controller.isBeingDismissed = false }
            if returns {
                self?.beginAppearanceTransition(false, animated: true)
                self?.endAppearanceTransition()
            }
        }
        run(animator, with: transition, of: visible, in: window, coordinator: coordinator)
    }

    /// Runs a custom presentation or dismissal: `animator` animates in `transition`'s
    /// container (see `CustomTransitionContext`), which `controller` keeps until
    /// the animator completes it.
    func run(_ animator: any ViewControllerAnimatedTransitioning, with transition: CustomTransitionContext,
             of controller: ViewController, in window: Window, coordinator: ViewControllerTransitionCoordinator) {
        controller.customTransitionContext = transition
        guard let outcome = transition.outcomeHandler else { return }
        transition.outcomeHandler = { [weak controller] completed in
            controller?.customTransitionContext = nil
            outcome(completed)
        }
        transition.run(animator, in: window, coordinator: coordinator)
    }

    /// Moves a presented view between the bottom edge of its container and its place
    /// (UIKit's cover-vertical transition, or a sheet rising to its detent), or fades
    /// it (cross-dissolve), along the transition spring, or not at all, and runs
    /// `completion` after the commit that shows the end. The coordinator's alongside
    /// blocks run as the view starts moving, along the same spring.
    func slide(_ view: View?, of controller: ViewController, in window: Window, up: Bool, animated: Bool,
               coordinator: ViewControllerTransitionCoordinator, completion: @escaping () -> Void) {
        let finish = { [weak window] in
            controller.presentationAnimator = nil
            guard let window else { return completion() }
            window.afterNextCommit.append(completion)
            // Without a slide nothing may have changed yet (an over-full-screen
            // dismissal): the completion still needs its commit.
            window.setNeedsCommit()
        }
        guard animated, controller.presentationSlides else {
            coordinator.runAlongsideAnimations()
            return finish()
        }
        let animator: TransitionAnimator
        if let sheet = controller.presentedSheet {
            animator = sheet.transitionAnimator(presenting: up, in: window, completion: finish)
        } else {
            guard let view else {
                coordinator.runAlongsideAnimations()
                return finish()
            }
            let place = view.frame
            if controller.presentationTransitionStyle == .crossDissolve {
                animator = TransitionAnimator(moves: [.init(view: view, start: place, end: place)], in: window,
                                              completion: finish)
                animator.progressHandler = { [unowned view] progress in
                    let shown = min(max(progress, 0), 1)
                    view.alpha = up ? shown : 1 - shown
                }
            } else {
                let below = place.offsetBy(dx: 0, dy: view.superview?.bounds.height ?? window.bounds.height)
                animator = TransitionAnimator(moves: [.init(view: view, start: up ? below : place, end: up ? place : below)],
                                              in: window, completion: finish)
            }
        }
        controller.presentationAnimator = animator
        coordinator.timing = .transitionSpring
        animator.start()
        coordinator.runAlongsideAnimations()
    }
}
