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
public protocol AdaptivePresentationControllerDelegate: AnyObject {
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
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
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
