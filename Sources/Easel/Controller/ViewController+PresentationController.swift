import Foundation

/// The object that presents a controller, made for its presentation style.
extension ViewController {
    /// The presentation controller that shows (or will show) this controller, like
    /// `UIViewController.presentationController`: a `SheetPresentationController` for
    /// the sheet styles, a `PresentationController` for the others. Made on first
    /// access (configure a sheet before presenting it) and made again when the style
    /// changed before the presentation.
    public var presentationController: PresentationController? {
        if let current = presentationControllerStorage,
           (current is SheetPresentationController) == modalPresentationStyle.isSheet || presenter != nil {
            return current
        }
        let made = modalPresentationStyle.isSheet
            ? SheetPresentationController(presentedViewController: self, presenting: presenter)
            : PresentationController(presentedViewController: self, presenting: presenter)
        presentationControllerStorage = made
        return made
    }

    /// The sheet that shows (or will show) this controller, like
    /// `UIViewController.sheetPresentationController`: `nil` unless the style is
    /// `.pageSheet`, `.formSheet` or `.automatic`.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The sheet this controller is shown in right now, if any.
    var presentedSheet: SheetPresentationController? {
        (presentationControllerStorage as? SheetPresentationController).flatMap { $0.container == nil ? nil : $0 }
    }
}
