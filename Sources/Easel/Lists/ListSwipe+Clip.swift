import EaselGraphics
import Foundation

/// A swiped row of an inset section stays inside the section, as in UIKit, whose swipe
/// container clips the row and its actions to the row's place: the part of the row
/// moved past the section's edge is hidden, and the actions take the row's rounded
/// corners (the first and last rows of an inset-grouped section). Rows as wide as the
/// list are not clipped: what they move past is off the list.
@MainActor
extension ListSwipe {
    /// The name of the masks the clip puts on the cell's and the actions' layers.
    private static let clipName = "ListSwipe.clip"

    /// Clips the moved cell and the actions to `rest`, the row's frame at rest in the
    /// list's coordinates, when the row is inset from the list's `width`. The masks are
    /// made on the first move and follow the row after, without implicit animations
    /// (they are standalone layers, which would animate a move by default).
    func clip(to rest: CGRect, listWidth: CGFloat) {
        guard rest.minX > 0 || rest.maxX < listWidth else { return }
        Transaction.begin()
        Transaction.setDisableActions(true)
        shape(of: cell.layer).frame = rest.offsetBy(dx: -cell.frame.minX, dy: -cell.frame.minY)
        shape(of: actionsView.layer).frame = rest.offsetBy(dx: -actionsView.frame.minX, dy: -actionsView.frame.minY)
        Transaction.commit()
    }

    /// Takes the clip off the cell and gives it back the mask it had before the swipe.
    func removeClip() {
        if cell.layer.mask?.name == Self.clipName { cell.layer.mask = cellMask }
    }

    /// The clip's mask of `layer`, made when it has none yet.
    private func shape(of layer: Layer) -> Layer {
        if let mask = layer.mask, mask.name == Self.clipName { return mask }
        let mask = restingShape()
        layer.mask = mask
        return mask
    }

    /// An opaque layer with the row's corners, to be put over the row's place.
    private func restingShape() -> Layer {
        let shape = Layer()
        shape.name = Self.clipName
        shape.backgroundColor = .black
        shape.cornerRadius = cell.layer.cornerRadius
        shape.maskedCorners = cell.layer.maskedCorners
        shape.cornerCurve = cell.layer.cornerCurve
        return shape
    }
}
