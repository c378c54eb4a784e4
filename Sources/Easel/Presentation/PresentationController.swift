import Foundation

/// The object that manages how a presented controller is shown, like
/// `UIPresentationController`: each controller presented with
/// `present(_:animated:completion:)` has one (`ViewController.presentationController`).
///
/// The full-screen styles show the presented view filling the window; the sheet styles
/// use the subclass `SheetPresentationController`. Its `delegate` hears about
/// dismissals the user starts (a drag down or a tap outside a sheet), never about
/// `dismiss(animated:completion:)` calls, as in UIKit.
@preconcurrency @MainActor
open class PresentationController: ContentContainer {
    /// The controller being presented, like
    /// `UIPresentationController.presentedViewController`.
    public unowned let presentedViewController: ViewController
    /// The controller presenting it (the topmost ancestor of the one that called
    /// `present`, or for the current-context styles the controller that defines the
    /// presentation context), like `UIPresentationController.presentingViewController`;
    /// set when the presentation starts.
    public internal(set) weak var presentingViewController: ViewController!
    /// Told about dismissals the user starts, like
    /// `UIPresentationController.delegate`.
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController`, like
    /// `UIPresentationController(presentedViewController:presenting:)`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The traits this presentation sets for the controller it shows, like
    /// `UIPresentationController.traitOverrides` (iOS 17). A sheet raises them to the
    /// elevated level, as does an alert's presentation: what they show sits above the
    /// window's main content, so in dark mode its backgrounds are a step lighter.
    public var traitOverrides = TraitOverrides() {
        didSet { if oldValue != traitOverrides { presentedViewController.traitEnvironmentDidChange() } }
    }

    /// The traits the presented controller inherits, like
    /// `UIPresentationController.traitCollection`: the presenting controller's over the
    /// container's (a presenter covered full screen has left the window and specifies
    /// none), then `traitOverrides`.
    public var traitCollection: TraitCollection {
        let presented = presentedViewController
        let container = presented.viewIfLoaded?.superview?.traitCollection ?? TraitCollection()
        let presenter = presented.presenter?.traitCollection ?? TraitCollection()
        return traitOverrides.applied(to: TraitCollection(traitsFrom: [container, presenter]))
    }

    /// The view the presented view is in, like `UIPresentationController.containerView`:
    /// the window, or for the current-context styles a view over the context's view
    /// with its frame; `nil` while nothing is presented.
    open var containerView: View? {
        transitionContainerView ?? (presentedViewController.viewIfLoaded?.window == nil ? nil : presentedView?.superview)
    }

    /// The container of a presentation that is not a sheet, from its start to the end
    /// of its dismissal (a custom animator adds the presented view to it).
    weak var transitionContainerView: View?

    /// The view that moves on and off the screen, like
    /// `UIPresentationController.presentedView`: the presented controller's view.
    open var presentedView: View? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in the container, like
    /// `UIPresentationController.frameOfPresentedViewInContainerView`: the whole
    /// container for the full-screen and current-context styles.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    // MARK: Content container (UIContentContainer)

    /// The size the presented content would like, like
    /// `UIPresentationController.preferredContentSize`: the presented controller's.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// Called when the presented controller's `preferredContentSize` changed, like
    /// `UIPresentationController.preferredContentSizeDidChange(forChildContentContainer:)`;
    /// a subclass resizes the presented view. The base version does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Called when the presented controller's fitting size changed, like
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`. The base version
    /// does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// The size the presented controller gets in a container of `parentSize`, like
    /// `UIPresentationController.size(forChildContentContainer:withParentContainerSize:)`;
    /// a subclass's `frameOfPresentedViewInContainerView` often asks it. The base
    /// version returns `parentSize`.
    open func size(forChildContentContainer container: any ContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called before the container changes size, like
    /// `UIPresentationController.viewWillTransition(to:with:)`. The base version does
    /// nothing: the presented controller hears of the change from its presenter.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {}

    /// Called before the traits change, like
    /// `UIPresentationController.willTransition(to:with:)`. The base version does
    /// nothing.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {}

    // MARK: Transition hooks

    /// The presentation is about to start, like
    /// `UIPresentationController.presentationTransitionWillBegin()`: a subclass adds
    /// its own views (a dimming view) to `containerView`.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended, like `presentationTransitionDidEnd(_:)`: `completed` is
    /// `false` when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to start, like `dismissalTransitionWillBegin()`.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended, like `dismissalTransitionDidEnd(_:)`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews, like
    /// `UIPresentationController.containerViewWillLayoutSubviews()`: a `.custom`
    /// presentation's controller places its views here (Easel calls it when the window
    /// lays out).
    open func containerViewWillLayoutSubviews() {}

    /// The container laid out its subviews, like `containerViewDidLayoutSubviews()`.
    open func containerViewDidLayoutSubviews() {}

    /// Whether the presenting view leaves the window once a `.custom` presentation
    /// completes, like `UIPresentationController.shouldRemovePresentersView` (`false`).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen, like
    /// `UIPresentationController.shouldPresentInFullscreen` (`true`).
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this presentation adapts to in a compact environment when its
    /// delegate does not choose, like `UIPresentationController.adaptivePresentationStyle`:
    /// `.fullScreen` (a popover's is `.formSheet`, as since iOS 13). Easel adapts
    /// popovers only; the other styles show as they are.
    open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }

    /// The style the delegate chooses for `traitCollection`, like
    /// `UIPresentationController.adaptivePresentationStyle(for:)`: its
    /// `adaptivePresentationStyle(for:traitCollection:)`, or `.none` without a delegate.
    public func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The style this presentation shows, like `UIPresentationController.presentationStyle`.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }
}
