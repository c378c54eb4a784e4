import Foundation

/// Modal presentation and dismissal, as UIKit's `present`/`dismiss` do it: the
/// full-screen styles with the cover-vertical slide, the sheet styles through their
/// `SheetPresentationController`.
extension ViewController {
    /// The controller presented by this one or by the ancestor that presents for it,
    /// like `UIViewController.presentedViewController`.
    public var presentedViewController: ViewController? { rootAncestor.presentation }

    /// The controller that presented this one (or an ancestor of it), like
    /// `UIViewController.presentingViewController`.
    public var presentingViewController: ViewController? { rootAncestor.presenter }

    /// Presents a controller over the window, like
    /// `present(_:animated:completion:)`. The presenting controller is this one's
    /// topmost ancestor. Order: the presented controller loads, the presenting one
    /// gets `viewWillDisappear` (full screen only), the presented one
    /// `viewWillAppear` and a layout; its view slides up from the bottom edge (when
    /// animated) along UIKit's transition spring; after the commit that shows it in
    /// place come `viewDidDisappear`, `viewDidAppear` and `completion`. What UIKit
    /// refuses (presenting while presenting or during a transition, from a view not in
    /// a window, a controller already presented or contained) is reported and ignored.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let context = rootAncestor
        if let current = context.presentation {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName), "
                                    + "which is already presenting \(current.traceName)")
        }
        guard controller.parent == nil, controller.presenter == nil, controller.presentation == nil,
              controller !== context, !context.isDescendantController(of: controller) else {
            return Trace.diagnostic("attempt to present \(controller.traceName), which is already "
                                    + "presented or in a container")
        }
        if context.isBeingPresented || context.isBeingDismissed {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName) "
                                    + "while a presentation or dismissal is in progress")
        }
        guard let window = context.viewIfLoaded?.window else {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName), "
                                    + "whose view is not in the window hierarchy")
        }
        context.presentation = controller
        controller.presenter = context
        controller.isBeingPresented = true
        controller.loadViewIfNeeded()
        let covers = controller.modalPresentationStyle == .fullScreen
        if covers { context.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)

        let presentedView = controller.viewIfLoaded
        let manager = controller.presentationController
        manager?.presentingViewController = context
        if let sheet = manager as? SheetPresentationController {
            sheet.install(in: window, offScreen: animated)
        } else if let presentedView {
            presentedView.frame = window.bounds
            window.addSubview(presentedView)
            presentedView.layoutSubtreeIfNeeded()
        }
        slide(presentedView, of: controller, in: window, up: true, animated: animated) { [weak context] in
            if covers {
                context?.viewIfLoaded?.removeFromSuperview()
                context?.endAppearanceTransition()
            }
            controller.endAppearanceTransition()
            completion?()
        }
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, the
    /// presentation it belongs to, like `dismiss(animated:completion:)`. Every
    /// controller presented above is dismissed with it; the visible one gets
    /// `viewWillDisappear`, the presenting one `viewWillAppear` (if it had
    /// disappeared) and a layout, the visible view slides down, and after the commit
    /// that shows the end come `viewDidDisappear`, `viewDidAppear` and `completion`.
    /// With nothing to dismiss it does nothing; while a presentation or dismissal is
    /// still in progress it is reported and ignored, as UIKit refuses it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = rootAncestor.presentation != nil ? rootAncestor : rootAncestor.presenter
        context?.dismissPresentation(animated: animated, completion: completion)
    }

    private func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentation else { return }
        let chain = Array(sequence(first: presented) { $0.presentation })
        let visible = chain.last ?? presented
        guard let window = ([self] + chain).lazy.compactMap({ $0.viewIfLoaded?.window }).first else { return }
        if let busy = chain.first(where: { $0.isBeingPresented || $0.isBeingDismissed }) {
            return Trace.diagnostic("attempt to dismiss \(busy.traceName) while a presentation or dismissal "
                                    + "is in progress")
        }
        for controller in chain { controller.isBeingDismissed = true }
        let leaving = chain.filter(\.isAppearingOrAppeared)
        for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
        let returns = !isAppearingOrAppeared
        if let ownView = viewIfLoaded, ownView.window == nil {
            ownView.frame = window.bounds
            if let visibleView = visible.viewIfLoaded, visibleView.superview === window {
                window.insertSubview(ownView, belowSubview: visibleView)
            } else {
                window.addSubview(ownView)
            }
        }
        if returns {
            beginAppearanceTransition(true, animated: animated)
            viewIfLoaded?.layoutSubtreeIfNeeded()
        }
        slide(visible.viewIfLoaded, of: visible, in: window, up: false, animated: animated) { [weak self] in
            for controller in chain {
                if let sheet = controller.presentedSheet { sheet.uninstall() } else { controller.viewIfLoaded?.removeFromSuperview() }
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
    }

    /// Moves a presented view between the bottom edge and its place (UIKit's
    /// cover-vertical transition, or a sheet rising to its detent) along the transition
    /// spring, or not at all, and runs `completion` after the commit that shows the end.
    private func slide(_ view: View?, of controller: ViewController, in window: Window, up: Bool, animated: Bool,
                       completion: @escaping () -> Void) {
        let finish = { [weak window] in
            controller.presentationAnimator = nil
            guard let window else { return completion() }
            window.afterNextCommit.append(completion)
            // Without a slide nothing may have changed yet (an over-full-screen
            // dismissal): the completion still needs its commit.
            window.setNeedsCommit()
        }
        guard animated, controller.presentationSlides else { return finish() }
        let animator: TransitionAnimator
        if let sheet = controller.presentedSheet {
            animator = sheet.transitionAnimator(presenting: up, in: window, completion: finish)
        } else {
            guard let view else { return finish() }
            let below = window.bounds.offsetBy(dx: 0, dy: window.bounds.height)
            animator = TransitionAnimator(
                moves: [.init(view: view, start: up ? below : window.bounds, end: up ? window.bounds : below)],
                in: window, completion: finish)
        }
        controller.presentationAnimator = animator
        animator.start()
    }
}
