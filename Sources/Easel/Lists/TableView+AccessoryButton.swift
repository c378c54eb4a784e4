import Foundation

/// The info button of a `.detailButton` or `.detailDisclosureButton` accessory: a tap
/// on it calls the delegate's `tableView(_:accessoryButtonTappedForRowWith:)` and does
/// not select the row, as in UIKit. The button takes touches within a 44-point square
/// around the drawn circle (UIKit's minimum hit target); the chevron of a
/// detail-disclosure accessory is part of the row.
extension TableView {
    /// The hit target's side.
    static let accessoryButtonHitSize: CGFloat = 44

    /// Starts tracking a touch that came down on a shown row's info button.
    func beginAccessoryButtonTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, let row = accessoryButtonRow(at: touch.location(in: self))
        else { return false }
        accessoryButtonTouchRow = row
        return true
    }

    /// A lift on the same info button tells the delegate.
    func endAccessoryButtonTouch(_ touches: Set<Touch>) {
        guard let row = accessoryButtonTouchRow else { return }
        accessoryButtonTouchRow = nil
        guard let touch = touches.first, accessoryButtonRow(at: touch.location(in: self)) == row else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row)
    }

    /// The shown row whose info button is under `point` (in the table).
    private func accessoryButtonRow(at point: CGPoint) -> IndexPath? {
        guard let row = indexPathForRow(at: point), let cell = displayedCells[row],
              let button = cell.accessoryButtonFrame else { return nil }
        let side = Self.accessoryButtonHitSize
        let target = cell.convert(button, to: self as View?).insetBy(dx: min(0, (button.width - side) / 2),
                                                                     dy: min(0, (button.height - side) / 2))
        return target.contains(point) ? row : nil
    }
}
