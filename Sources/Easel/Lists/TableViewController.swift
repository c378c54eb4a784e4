import Foundation

/// A view controller whose view is a table it is the data source and delegate of,
/// like `UITableViewController`. Override the data source and delegate methods (each
/// is declared here, with UIKit's default, so that a subclass's `override` is the
/// one the table calls); the table reloads when the view first appears.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table's style, like `UITableViewController(style:)`.
    public let style: TableView.Style
    private var hasAppeared = false

    /// A controller of a table of `style`, like `UITableViewController(style:)`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a plain table, like `UITableViewController(nibName:bundle:)`
    /// (and `UITableViewController()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The table, the controller's view, like `UITableViewController.tableView`.
    open var tableView: TableView! {
        get {
            if let table = view as? TableView { return table }
            // The view was replaced by another kind of view: a table takes its place.
            let table = makeTable(frame: view.frame)
            view = table
            return table
        }
        set { view = newValue }
    }

    /// The table's refresh control, like `UITableViewController.refreshControl`: the
    /// table view's `refreshControl`, which pulling the table down starts.
    open var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes the table as the controller's view, like `loadView()`.
    open override func loadView() {
        view = makeTable(frame: .zero)
    }

    private func makeTable(frame: CGRect) -> TableView {
        let table = TableView(frame: frame, style: style)
        table.dataSource = self
        table.delegate = self
        return table
    }

    /// Reloads the table the first time it appears, as UITableViewController does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasAppeared { tableView.reloadData() }
        hasAppeared = true
    }

    /// Sets the controller's editing state and the table's, like
    /// `UITableViewController.setEditing(_:animated:)`.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    /// Enters editing while a swipe shows a row's actions, as UITableViewController
    /// does (its Edit button reads Done; the table shows no controls).
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        setEditing(true, animated: true)
    }
    /// Leaves the editing a swipe began, as UITableViewController does.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        setEditing(false, animated: true)
    }
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration? { nil }
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    // The scroll view delegate's methods, which UIKit's controller also answers (a
    // subclass overrides them), each doing what the protocol's default does.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
