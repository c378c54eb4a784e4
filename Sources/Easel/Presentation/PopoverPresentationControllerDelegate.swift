import Foundation

/// What a popover tells its delegate, like `UIPopoverPresentationControllerDelegate`;
/// with the adaptive delegate's methods (`adaptivePresentationStyle(for:traitCollection:)`
/// returning `.none` keeps the popover in a compact environment). Every method has an
/// empty default.
///
/// Order for a tap outside a shown popover: `presentationControllerShouldDismiss`,
/// `popoverPresentationControllerShouldDismissPopover` (either may refuse: then
/// `presentationControllerDidAttemptToDismiss` and the popover stays, as it does when
/// `isModalInPresentation` is set), `presentationControllerWillDismiss`, the presented
/// controller's `viewWillDisappear`, the fade, `viewDidDisappear`,
/// `presentationControllerDidDismiss`, `popoverPresentationControllerDidDismissPopover`.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be shown (before its placement), like
    /// `prepareForPopoverPresentation(_:)`: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (`true`), like
    /// `popoverPresentationControllerShouldDismissPopover(_:)` (deprecated in iOS 13
    /// for `presentationControllerShouldDismiss(_:)`, and still called).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover, like
    /// `popoverPresentationControllerDidDismissPopover(_:)`.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
    /// The container changed size and the popover is about to be placed again, like
    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`: the delegate may
    /// change the source rectangle and the view it is in.
    func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<View>)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: PopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<View>) {}
}
