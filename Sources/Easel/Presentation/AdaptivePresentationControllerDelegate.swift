import Foundation

/// What a presentation tells its delegate about dismissals the user starts, like
/// `UIAdaptivePresentationControllerDelegate`. Every method has an empty default.
///
/// Order for a drag down (or a tap outside) that dismisses a sheet:
/// `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`, the
/// presented controller's `viewWillDisappear`, the slide down, `viewDidDisappear`,
/// `presentationControllerDidDismiss`. When `isModalInPresentation` is set or
/// `presentationControllerShouldDismiss` returns `false`, the sheet returns to its
/// detent and `presentationControllerDidAttemptToDismiss` is called instead.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss the presentation now (`true`), like
    /// `presentationControllerShouldDismiss(_:)`.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user started a dismissal, like `presentationControllerWillDismiss(_:)`.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user's dismissal finished, like `presentationControllerDidDismiss(_:)`.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss a presentation that refuses it, like
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style to show in a horizontally or vertically compact environment, like
    /// `adaptivePresentationStyle(for:)`; `.none` keeps the presentation's own style.
    /// Without one, the presentation's default (`PresentationController.adaptivePresentationStyle`).
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to show in the environment of `traitCollection`, like
    /// `adaptivePresentationStyle(for:traitCollection:)`; `.none` keeps the
    /// presentation's own style. Without one, `adaptivePresentationStyle(for:)` in a
    /// compact environment and `.none` in a regular one, as UIKit asks them.
    func adaptivePresentationStyle(for controller: PresentationController,
                                   traitCollection: TraitCollection) -> ModalPresentationStyle
    /// The presentation is about to show in `style` (`.none`: not adapted), like
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    func presentationController(_ presentationController: PresentationController,
                                willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                transitionCoordinator: ViewControllerTransitionCoordinator?)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.isCompactForPresentation ? adaptivePresentationStyle(for: controller) : .none
    }
    public func presentationController(_ presentationController: PresentationController,
                                       willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                       transitionCoordinator: ViewControllerTransitionCoordinator?) {}
}

extension TraitCollection {
    /// Whether a presentation adapts here: a horizontally or vertically compact
    /// environment, where UIKit shows a popover as a sheet since iOS 13.
    var isCompactForPresentation: Bool { horizontalSizeClass == .compact || verticalSizeClass == .compact }
}

/// What a sheet tells its delegate, like `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent, like
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`; not called
    /// when code sets `selectedDetentIdentifier`.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController) {}
}
