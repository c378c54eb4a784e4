import Foundation

/// The object that presents a controller, made for its presentation style.
extension ViewController {
    /// The presentation controller that shows (or will show) this controller, like
    /// `UIViewController.presentationController`: a `SheetPresentationController` for
    /// the sheet styles, a `PopoverPresentationController` for `.popover`, a
    /// `PresentationController` for the others. Made on first access (configure a
    /// sheet or a popover before presenting it) and made again when the style changed
    /// before the presentation.
    public var presentationController: PresentationController? {
        if let current = presentationControllerStorage, current.isMade(for: modalPresentationStyle) || presenter != nil {
            return current
        }
        let made = modalPresentationStyle.isSheet
            ? SheetPresentationController(presentedViewController: self, presenting: presenter)
            : modalPresentationStyle == .popover
            ? PopoverPresentationController(presentedViewController: self, presenting: presenter)
            : PresentationController(presentedViewController: self, presenting: presenter)
        presentationControllerStorage = made
        return made
    }

    /// The popover that shows (or will show) this controller, like
    /// `UIViewController.popoverPresentationController`: `nil` unless the style is
    /// `.popover`, as UIKit documents (an action sheet's `AlertController` has one too).
    public var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController ?? actionSheetPopover
    }

    /// The sheet that shows (or will show) this controller, like
    /// `UIViewController.sheetPresentationController`: `nil` unless the style is
    /// `.pageSheet`, `.formSheet` or `.automatic`.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The sheet this controller is shown in right now, if any (a popover's adaptive
    /// sheet included).
    var presentedSheet: SheetPresentationController? {
        let sheet = presentationControllerStorage as? SheetPresentationController
            ?? (presentationControllerStorage as? PopoverPresentationController)?.shownSheet
        return sheet.flatMap { $0.container == nil ? nil : $0 }
    }

    /// The popover this controller is shown in right now, as a popover, if any.
    var presentedPopover: PopoverPresentationController? {
        (presentationControllerStorage as? PopoverPresentationController).flatMap { $0.container == nil ? nil : $0 }
    }

    /// The style the controller is shown in: its `modalPresentationStyle`, or for a
    /// popover that adapted, the style it adapted to.
    var shownPresentationStyle: ModalPresentationStyle {
        guard modalPresentationStyle == .popover,
              let adapted = (presentationControllerStorage as? PopoverPresentationController)?.adaptedStyle else {
            return modalPresentationStyle
        }
        return adapted
    }
}

extension PresentationController {
    /// Whether this is the kind of presentation controller UIKit makes for `style`.
    fileprivate func isMade(for style: ModalPresentationStyle) -> Bool {
        if style.isSheet { return self is SheetPresentationController }
        if style == .popover { return self is PopoverPresentationController }
        return !(self is SheetPresentationController) && !(self is PopoverPresentationController)
    }
}
