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
    /// list's coordinates, when the row is inset from the list's `width`.
    func clip(to rest: CGRect, listWidth: CGFloat) {
        guard rest.minX > 0 || rest.maxX < listWidth else { return }
        cell.layer.mask = restingShape(rest, seenFrom: cell.frame)
        actionsView.layer.mask = restingShape(rest, seenFrom: actionsView.frame)
    }

    /// Takes the clip off the cell (whose own mask, if it has one, is left alone).
    func removeClip() {
        if cell.layer.mask?.name == Self.clipName { cell.layer.mask = nil }
    }

    /// An opaque layer over the row's place with its corners, in the coordinates of a
    /// view whose frame is `frame`.
    private func restingShape(_ rest: CGRect, seenFrom frame: CGRect) -> Layer {
        let shape = Layer()
        shape.name = Self.clipName
        shape.frame = rest.offsetBy(dx: -frame.minX, dy: -frame.minY)
        shape.backgroundColor = .black
        shape.cornerRadius = cell.layer.cornerRadius
        shape.maskedCorners = cell.layer.maskedCorners
        shape.cornerCurve = cell.layer.cornerCurve
        return shape
    }
}
