import Foundation

/// The presentation of a `.popover` controller, like `UIPopoverPresentationController`
/// (`ViewController.popoverPresentationController`).
///
/// In a regular environment (an iPad) the presented view shows at its
/// `preferredContentSize` in a rounded bubble beside the source, with an arrow in one of
/// `permittedArrowDirections` pointing at it (`PopoverGeometry` places it), inside the
/// container's safe area less `popoverLayoutMargins`. Nothing behind it is dimmed; a tap
/// outside it (but not in one of `passthroughViews`) asks the delegate and dismisses
/// it. In a compact environment it adapts, as UIKit does since iOS 13, to the style the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` chooses: by default a
/// `.formSheet`, shown by `adaptiveSheetPresentationController`; `.none` keeps the
/// popover.
@preconcurrency @MainActor
public final class PopoverPresentationController: PresentationController {
    /// The view that holds the source rectangle, like `sourceView`. A popover presented
    /// without a source view or item is reported (UIKit raises) and shown as its sheet.
    public var sourceView: View? {
        didSet { popoverDidChange() }
    }
    /// The rectangle in `sourceView` the arrow points at, like `sourceRect`: `.null`
    /// (the default since iOS 13.2) points at the source view's bounds.
    public var sourceRect = CGRect.null {
        didSet { popoverDidChange() }
    }
    /// The view or bar button item the arrow points at, like `sourceItem` (iOS 16); it
    /// takes precedence over `sourceView`.
    public var sourceItem: (any PopoverPresentationControllerSourceItem)? {
        didSet { popoverDidChange() }
    }
    /// The bar button item the arrow points at, like `barButtonItem` (deprecated for
    /// `sourceItem`, which it sets).
    public var barButtonItem: BarButtonItem? {
        get { sourceItem as? BarButtonItem }
        set { sourceItem = newValue }
    }
    /// The directions the arrow may point, like `permittedArrowDirections` (`.any`).
    public var permittedArrowDirections = PopoverArrowDirection.any {
        didSet { popoverDidChange() }
    }
    /// The direction the arrow points, like `arrowDirection`: `.unknown` until the
    /// popover is shown (and when it is shown adapted).
    public internal(set) var arrowDirection = PopoverArrowDirection.unknown
    /// The colour of the bubble and its arrow, like `backgroundColor`; `nil` is the
    /// system background at the elevated level (white, or dark grey in dark mode).
    public var backgroundColor: Color? {
        didSet { container?.popoverView.setNeedsDisplay() }
    }
    /// Views that stay touchable while the popover shows, like `passthroughViews`: a
    /// touch in one reaches it and does not dismiss the popover.
    public var passthroughViews: [View]?
    /// The margins the popover keeps from the container's safe area, like
    /// `popoverLayoutMargins` (10 points on each edge, as documented).
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { popoverDidChange() }
    }
    /// Whether the popover may cover its source when there is no room beside it, like
    /// `canOverlapSourceViewRect` (`false`). Kept for code that sets it: Easel always
    /// places the popover beside the source, cutting the content to the room.
    public var canOverlapSourceViewRect = false

    /// The sheet the popover adapts to in a compact environment, like
    /// `adaptiveSheetPresentationController` (iOS 15): configure its detents before
    /// presenting. Its delegate is the popover's.
    public private(set) lazy var adaptiveSheetPresentationController =
        SheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)

    /// A popover for `presentedViewController`, like
    /// `UIPopoverPresentationController(presentedViewController:presenting:)`: what it
    /// shows is at the elevated level.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        traitOverrides.userInterfaceLevel = .elevated
    }

    /// A popover adapts to a form sheet, as UIKit's does since iOS 13.
    override public var adaptivePresentationStyle: ModalPresentationStyle { .formSheet }

    // MARK: State

    /// The style the presentation shows instead of a popover, chosen when it starts;
    /// `nil` while it is shown as a popover (or not presented).
    private(set) var adaptedStyle: ModalPresentationStyle?
    /// The views in the window while the popover is shown as one.
    var container: PopoverContainerView?
    /// The container size the popover was last placed for.
    private var placedContainerSize: CGSize?

    /// The sheet that shows the adapted popover, while it does.
    var shownSheet: SheetPresentationController? {
        adaptedStyle?.isSheet == true ? adaptiveSheetPresentationController : nil
    }

    /// Chooses how the presentation shows in `traits` as it starts: tells the delegate
    /// to prepare, asks it for the adaptive style, and tells it the outcome. Returns the
    /// style shown (`.popover` when not adapted).
    func resolveStyle(in traits: TraitCollection, coordinator: ViewControllerTransitionCoordinator) -> ModalPresentationStyle {
        let popoverDelegate = delegate as? PopoverPresentationControllerDelegate
        popoverDelegate?.prepareForPopoverPresentation(self)
        var style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
            ?? (traits.isCompactForPresentation ? adaptivePresentationStyle : .none)
        switch style {
        case .none, .popover: style = .popover
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic: break
        case .currentContext, .overCurrentContext, .custom:
            Trace.diagnostic("adaptivePresentationStyle \(style) is not one UIKit adapts to: "
                             + "the popover adapts to a form sheet")
            style = .formSheet
        }
        if style == .popover, sourceItem == nil, sourceView == nil {
            Trace.diagnostic("the popover of \(presentedViewController.traceName) has no sourceView, sourceItem or "
                             + "barButtonItem (UIKit raises): it is shown as a form sheet")
            style = .formSheet
        }
        adaptedStyle = style == .popover ? nil : style
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style == .popover ? .none : style,
                                         transitionCoordinator: coordinator)
        if adaptedStyle?.isSheet == true {
            adaptiveSheetPresentationController.delegate = delegate
            adaptiveSheetPresentationController.presentingViewController = presentingViewController
        }
        return style
    }

    /// Forgets the adaptation once the presentation has ended.
    func presentationDidFinish() {
        adaptedStyle = nil
        arrowDirection = .unknown
    }

    // MARK: Layout

    override public var containerView: View? { container ?? shownSheet?.containerView ?? super.containerView }
    override public var presentedView: View? { shownSheet?.presentedView ?? super.presentedView }
    override public var frameOfPresentedViewInContainerView: CGRect {
        if let shownSheet { return shownSheet.frameOfPresentedViewInContainerView }
        return geometry?.contentFrame ?? super.frameOfPresentedViewInContainerView
    }

    /// The popover's placement in its container now, `nil` when it is not shown as a
    /// popover or its source is not on screen.
    var geometry: PopoverGeometry? {
        guard let container, let window = container.window else { return nil }
        let source: CGRect?
        if let sourceItem {
            source = sourceItem.frame(in: container)
        } else if let sourceView, sourceView.window === window {
            source = sourceView.convert(sourceRect.isNull ? sourceView.bounds : sourceRect, to: container)
        } else {
            source = nil
        }
        guard let source else { return nil }
        let area = container.bounds.inset(by: window.safeAreaInsets).inset(by: popoverLayoutMargins)
        return PopoverGeometry(source: source, area: area, preferredSize: presentedViewController.preferredContentSize,
                               permitted: permittedArrowDirections)
    }

    /// Places the bubble and the presented view, first letting the delegate move the
    /// source when the container changed size since the last placement.
    func layoutPopover() {
        guard let container else { return }
        if let placed = placedContainerSize, placed != container.bounds.size {
            askDelegateToReposition()
        }
        placedContainerSize = container.bounds.size
        guard let geometry else {
            return Trace.diagnostic("the source of the popover of \(presentedViewController.traceName) is not "
                                    + "in its window: the popover stays where it was")
        }
        arrowDirection = geometry.arrowDirection
        container.popoverView.place(geometry)
    }

    private func askDelegateToReposition() {
        guard let popoverDelegate = delegate as? PopoverPresentationControllerDelegate,
              let view = sourceView, sourceItem == nil else { return }
        var rect = sourceRect.isNull ? view.bounds : sourceRect
        var inView = view
        popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &inView)
        // Set without marking: the container is laying out now.
        if inView !== view || rect != (sourceRect.isNull ? view.bounds : sourceRect) {
            isRepositioning = true
            sourceView = inView
            sourceRect = rect
            isRepositioning = false
        }
    }
    private var isRepositioning = false

    private func popoverDidChange() {
        guard !isRepositioning else { return }
        container?.setNeedsLayout()
    }

    // MARK: Installation

    /// Puts the container over `window`, with the presented view in the bubble.
    func install(in window: Window) {
        let container = PopoverContainerView(popover: self)
        self.container = container
        container.popoverView.contentView = presentedViewController.viewIfLoaded
        container.frame = window.bounds
        window.addSubview(container)
        placedContainerSize = nil
        container.layoutSubtreeIfNeeded()
    }

    /// Takes the container out of the window.
    func uninstall() {
        container?.popoverView.contentView = nil
        container?.removeFromSuperview()
        container = nil
        placedContainerSize = nil
    }

    // MARK: Dismissal

    /// A tap outside the popover: refused (`didAttempt…`) when the controller is modal
    /// in presentation or a delegate method says no; otherwise `willDismiss`, the fade,
    /// `didDismiss` and `popoverPresentationControllerDidDismissPopover`.
    func outsideWasTapped() {
        let presented = presentedViewController
        guard presented.presentationAnimator == nil, !presented.isBeingPresented, !presented.isBeingDismissed else { return }
        let popoverDelegate = delegate as? PopoverPresentationControllerDelegate
        guard !presented.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true,
              popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
