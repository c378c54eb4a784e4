import Foundation

/// Hears about and shapes a table's rows, like `UITableViewDelegate`; it is also the
/// table's scroll view delegate (set it as `tableView.delegate`). Every method is
/// optional; the defaults are UIKit's: heights come from the table's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`, every row highlights and selects.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row, like `tableView(_:heightForRowAt:)`; return
    /// `TableView.automaticDimension` to size the cell from its content.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of a section's header, like `tableView(_:heightForHeaderInSection:)`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of a section's footer, like `tableView(_:heightForFooterInSection:)`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for a section's header, like `tableView(_:viewForHeaderInSection:)`;
    /// `nil` shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for a section's footer, like `tableView(_:viewForFooterInSection:)`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to show, like `tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen, like `tableView(_:didEndDisplaying:forRowAt:)`.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touched row highlights, like `tableView(_:shouldHighlightRowAt:)`.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A row highlighted under the finger, like `tableView(_:didHighlightRowAt:)`.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// A row lost its highlight, like `tableView(_:didUnhighlightRowAt:)`.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap is about to select (another, or `nil` for none), like
    /// `tableView(_:willSelectRowAt:)`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected a row, like `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap is about to deselect, like `tableView(_:willDeselectRowAt:)`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap deselected a row, like `tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The control a row shows while the table edits, like
    /// `tableView(_:editingStyleForRowAt:)` (`delete` by default).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Whether a row's content moves aside for the editing control, like
    /// `tableView(_:shouldIndentWhileEditingRowAt:)` (`true` by default).
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The actions a swipe toward the trailing edge reveals at the leading side, like
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (none by default).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The actions a swipe toward the leading edge reveals at the trailing side, like
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (none by default; UIKit
    /// offers Delete when the data source implements `commit`, which a Swift protocol
    /// cannot tell).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// A swipe is opening a row's actions, like `tableView(_:willBeginEditingRowAt:)`:
    /// the table's `isEditing` is `true` from now until the row closes.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row closed again, like `tableView(_:didEndEditingRowAt:)`; the
    /// table's `isEditing` is `false` again.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The context menu for a row, like `tableView(_:contextMenuConfigurationForRowAt:point:)`
    /// (`point` in the table's coordinates); `nil`, the default, for none. UIKit asks it
    /// when a row is long-pressed; Easel's tables do not open context menus yet, so only
    /// code that calls it asks it (a `UIContextMenuInteraction` on a cell's own view does
    /// open its menu).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?

    /// A section's header is about to show, like
    /// `tableView(_:willDisplayHeaderView:forSection:)`: the delegate's view or the title
    /// view (a `TableViewHeaderFooterView` whose `textLabel` code restyles here).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A section's footer is about to show, like
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A section's header left the screen, like
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A section's footer left the screen, like
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// A row's estimated height, like `tableView(_:estimatedHeightForRowAt:)` (the
    /// table's `estimatedRowHeight` by default). Easel gives rows not yet shown the
    /// table's `estimatedRowHeight` and measures each row when it shows, so the rows on
    /// screen are the same; only the content size before every row has shown can
    /// differ from iOS's.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A header's estimated height, like `tableView(_:estimatedHeightForHeaderInSection:)`;
    /// Easel measures each header when its section loads.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A footer's estimated height, like `tableView(_:estimatedHeightForFooterInSection:)`.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The info button of a row's `.detailButton` or `.detailDisclosureButton`
    /// accessory was tapped, like `tableView(_:accessoryButtonTappedForRowWith:)`; the
    /// row is not selected.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The title of the button that confirms a row's deletion, like
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; `nil` (the default)
    /// shows "Delete".
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where a row dragged by its reorder grip lands, like
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: asked with
    /// the row under the finger when it lifts; the proposed row by default.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// How deep a row's content is indented, like `tableView(_:indentationLevelForRowAt:)`:
    /// asked before the row shows; a level other than 0 (the default) replaces the
    /// cell's `indentationLevel` (Easel cannot tell a delegate's 0 from the default's,
    /// so a level the data source set on the cell stands then).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether a row can take focus, like `tableView(_:canFocusRowAt:)`: true by
    /// default; an iPhone without a keyboard never moves focus, and neither does Easel.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Whether focusing a row selects it, like `tableView(_:selectionFollowsFocusForRowAt:)`:
    /// by default the table's `selectionFollowsFocus`; never asked, as focus never moves.
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// Whether a two-finger pan may start selecting rows, like
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` (false by default);
    /// Easel has no two-finger pan selection, so it is never asked.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting rows, like
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// A two-finger pan stopped selecting rows, like
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)
}

/// UIKit's defaults for every method.
extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration? { nil }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
}
