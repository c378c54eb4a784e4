import Foundation

/// The drag that moves a sheet: a pan that the scroll views inside the sheet wait for,
/// so that a drag at a scroll view's top edge can move the sheet instead of scrolling
/// (`SheetView` decides when it begins; see
/// `SheetPresentationController.movesSheet(draggingIn:by:)`).
@MainActor
final class SheetDragGestureRecognizer: PanGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? ScrollView,
              otherGestureRecognizer === scrollView.panGestureRecognizer, let sheetView = view else { return false }
        return scrollView.isDescendant(of: sheetView)
    }
}
