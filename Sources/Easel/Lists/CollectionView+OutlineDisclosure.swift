import Foundation

/// Taps on accessories: a touch that comes down where a list cell's outline
/// disclosure takes it (its chevron, or the whole cell for a header-style one), or on a
/// delete or insert accessory with an action handler, is the accessory's, not a
/// selection; when the finger lifts on the same cell the accessory's action handler
/// runs, or the diffable data source expands or collapses the outline item.
extension CollectionView {
    /// Takes a touch that comes down on an accessory a tap acts on. Returns whether it did.
    func beginOutlineTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, let indexPath = indexPathForItem(at: touch.location(in: self)),
              let cell = cellForItem(at: indexPath) as? CollectionViewListCell,
              cell.tappedAccessory(at: touch.location(in: cell)) != nil else { return false }
        outlinePress = indexPath
        return true
    }

    /// The finger lifts: if it is still on the pressed cell's accessory, the accessory
    /// acts.
    func endOutlineTouch(_ touches: Set<Touch>) {
        guard let indexPath = outlinePress else { return }
        outlinePress = nil
        guard let touch = touches.first, let cell = cellForItem(at: indexPath) as? CollectionViewListCell,
              let accessory = cell.tappedAccessory(at: touch.location(in: cell)) else { return }
        if let handler = accessory.actionHandler { return handler.perform() }
        guard let outline = dataSource as? OutlineDataSource else {
            return Trace.diagnostic("the outline disclosure of item \(indexPath.section)-\(indexPath.item) of \(traceName) "
                                    + "has no action handler and no diffable data source to expand it", view: traceName)
        }
        outline.toggleExpansion(ofItemAt: indexPath)
    }
}
