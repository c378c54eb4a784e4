import EaselGraphics
import Foundation

/// A scrolling list of rows in sections, like `UITableView`, built on `ScrollView`.
///
/// The data source gives the counts and the cells; the delegate the heights and hears
/// about display and selection. Only the rows the bounds show have cells: scrolling
/// marks the table for layout, and `layoutSubviews` hands the cells that scrolled off
/// to the reuse pool (calling `didEndDisplaying`) and asks for the rows that came on
/// (`cellForRowAt`, then `willDisplay`). Rows not yet shown are `estimatedRowHeight`
/// tall, so a table of 100,000 rows asks for a screenful of heights, not 100,000
/// (unless `estimatedRowHeight` is 0, as in UIKit).
///
/// Styles follow `TableStyleMetrics`: `plain` has full-width rows and headers that
/// stick to the top while their section scrolls; `grouped` sets sections apart on the
/// grouped background; `insetGrouped` also insets them from the sides with rounded
/// corners.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// The look of a table, like `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, like `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        case top, middle, bottom
    }

    /// How rows come and go in an update, like `UITableView.RowAnimation`: inserted
    /// rows fade in (`fade`), slide in from a side (`right`, `left`) or from behind
    /// their neighbours (`top`, `bottom`), or open from the middle of their place
    /// (`middle`); deleted rows leave the same way; `none` shows the change at once
    /// while the other rows still move; `automatic` lets the table choose, as UIKit
    /// does (see `TableRowAnimation.swift`).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Whether rows have separators, like `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// The value that asks the table to choose a dimension, like
    /// `UITableView.automaticDimension`: a self-sizing row, a header that fits its title.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's style, like `UITableView.style`.
    public let style: Style
    /// The data source, like `UITableView.dataSource`; setting it reloads.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The table's delegate: the scroll view's `delegate`, seen as a table delegate.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of every row, like `UITableView.rowHeight` (`automaticDimension`:
    /// rows size themselves); the delegate's `heightForRowAt` takes precedence.
    public var rowHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of rows not yet shown, like `UITableView.estimatedRowHeight`
    /// (`automaticDimension`: the table picks, from `rowHeight` or 44); 0 asks for
    /// every row's height up front.
    public var estimatedRowHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section headers, like `UITableView.sectionHeaderHeight`
    /// (`automaticDimension`: fits the title).
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section footers, like `UITableView.sectionFooterHeight`.
    public var sectionFooterHeight = TableView.automaticDimension { didSet { reloadGeometry() } }

    /// Whether rows have separators, like `UITableView.separatorStyle`.
    public var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour, like `UITableView.separatorColor` (`separator`).
    public var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets from the row's edges (only left and right count), like
    /// `UITableView.separatorInset`; by default the cells' text margin.
    public var separatorInset: EdgeInsets {
        get { storedSeparatorInset ?? EdgeInsets(top: 0, left: TableStyleMetrics.sideMargin(for: traitCollection), bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var storedSeparatorInset: EdgeInsets?

    /// A view above the first section that scrolls with the rows, like
    /// `UITableView.tableHeaderView`: as wide as the table, and as tall as its frame
    /// was when it was set. As in UIKit, the table keeps that height: to change it,
    /// change the view's frame and set the view again.
    public var tableHeaderView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView, keepingHeightIn: \.tableHeaderHeight) }
    }
    /// A view below the last section, like `UITableView.tableFooterView`, kept as
    /// `tableHeaderView` is.
    public var tableFooterView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView, keepingHeightIn: \.tableFooterHeight) }
    }

    /// The colour of the section index's titles, like `UITableView.sectionIndexColor`
    /// (`nil`: the tint colour).
    public var sectionIndexColor: Color? { didSet { setNeedsLayout() } }
    /// The section index's background, like `UITableView.sectionIndexBackgroundColor`
    /// (`nil`: none, the rows show through).
    public var sectionIndexBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The section index's background while a finger is on it, like
    /// `UITableView.sectionIndexTrackingBackgroundColor` (`nil`: as when resting).
    public var sectionIndexTrackingBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The fewest rows a plain table shows its section index with, like
    /// `UITableView.sectionIndexMinimumDisplayRowCount` (0).
    public var sectionIndexMinimumDisplayRowCount = 0 { didSet { reloadGeometry() } }

    /// A view behind the rows that fills the table and does not scroll, like
    /// `UITableView.backgroundView` (an empty-state message, a gradient).
    public var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects a row, like `UITableView.allowsSelection`.
    public var allowsSelection = true
    /// Whether several rows can be selected, a tap toggling each, like
    /// `UITableView.allowsMultipleSelection`.
    public var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table edits, like
    /// `UITableView.allowsSelectionDuringEditing` (`false`).
    public var allowsSelectionDuringEditing = false

    /// Whether the table edits, like `UITableView.isEditing`: while the rows show
    /// their editing controls, and while a swipe shows a row's actions (UIKit's
    /// "swipe to delete" mode, which shows no controls); setting it calls
    /// `setEditing(_:animated:)`.
    public var isEditing: Bool {
        get { editingState || swipe?.isSwiped == true }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: State
    /// The cell classes registered by reuse identifier.
    var registrations: [String: TableViewCell.Type] = [:]
    /// Cells waiting for reuse, by reuse identifier.
    var reusePool: [String: [TableViewCell]] = [:]
    /// The sections' geometry, built by `loadSections()`.
    var sections: [TableSection] = []
    /// Whether the data source must be asked again before the next layout.
    var needsReload = true
    /// The heights of `tableHeaderView` and `tableFooterView` when they were set.
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// The section index while the table shows one.
    var sectionIndexView: TableSectionIndexView?
    /// The cells shown, by index path.
    var displayedCells: [IndexPath: TableViewCell] = [:]
    /// The header and footer views shown, by section.
    var displayedHeaders: [Int: View] = [:]
    var displayedFooters: [Int: View] = [:]
    /// Title headers and footers waiting for reuse.
    var headerFooterPool: [TableViewHeaderFooterView] = []
    /// The classes registered for header and footer reuse identifiers.
    var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type] = [:]
    /// Registered header and footer views off the table, by reuse identifier.
    var headerFooterReusePool: [String: [TableViewHeaderFooterView]] = [:]
    /// The selected rows.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The row under the finger while it is highlighted.
    var trackedIndexPath: IndexPath?
    /// Whether the table edits, and the editing control under the finger.
    var editingState = false
    var editingTouch: TableEditingTouch?
    /// The row swiped open, or being swiped.
    var swipe: ListSwipe?
    /// The changes of the batch of updates in progress, their row animations, the
    /// completions waiting for it, and how deeply batches nest.
    var pendingUpdate = ListUpdate(of: .table)
    var pendingAnimations = TableRowAnimations()
    var updateCompletions: [(Bool) -> Void] = []
    var updateDepth = 0
    /// The update being laid out in its animation block, and the updates whose cells
    /// are still leaving.
    var updateTransition: TableUpdateTransition?
    var runningTransitions: [TableUpdateTransition] = []

    /// A table of `style`, like `UITableView(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }


    /// A plain table, like `UITableView(frame:)`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes
    /// for `identifier`, like `UITableView.register(_:forCellReuseIdentifier:)`; `nil`
    /// removes the registration.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: one from the reuse pool after `prepareForReuse()`, or a
    /// new one of the registered class, like
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)`. As in UIKit, the cell is
    /// added to the table, as wide as its row, before you configure it: it has the
    /// table's traits (its content size category, its layout direction), so the fonts
    /// you give it and the height it measures are the table's. An identifier with no
    /// registration gets UIKit's exception message as a diagnostic and a plain
    /// default-style cell, so the table stays drawable.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            Trace.diagnostic("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                             + "for the identifier or connect a prototype cell in a storyboard", view: traceName)
            return adopt(TableViewCell(style: .default, reuseIdentifier: identifier))
        }()
        if isValid(indexPath) { addToTable(cell, rowWidth: rowFrameX(for: indexPath.section).width) }
        return cell
    }

    /// A cell from the reuse pool after `prepareForReuse()`, or a new one of the class
    /// registered for `identifier`, or `nil` without either, like
    /// `UITableView.dequeueReusableCell(withIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        return adopt(cellClass.init(registeredReuseIdentifier: identifier))
    }

    /// Marks a new cell as this table's.
    private func adopt(_ cell: TableViewCell) -> TableViewCell {
        cell.owningTable = self
        return cell
    }

    /// Asks the data source for everything again at the next layout, like
    /// `UITableView.reloadData()`: every cell goes back to the reuse pool and the
    /// selection is cleared.
    open func reloadData() {
        closeSwipe()
        finishRunningTransitions()
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: indexPath) }
        displayedCells = [:]
        removeSectionViews()
        selectedIndexPaths = []
        trackedIndexPath = nil
        needsReload = true
        setNeedsLayout()
    }

    /// Shows or hides every row's editing controls, like
    /// `UITableView.setEditing(_:animated:)`: the rows the data source's `canEditRowAt`
    /// allows get the control of the delegate's `editingStyleForRowAt`, indented
    /// unless `shouldIndentWhileEditingRowAt` says no, and the reorder grip where
    /// `canMoveRowAt` and the cell's `showsReorderControl` agree. Starting to edit
    /// clears the selection unless `allowsSelectionDuringEditing`. The rows take
    /// their final look at once; the slide is not drawn. While a swipe shows a row's
    /// actions the table already edits: `true` changes nothing (as when
    /// `TableViewController` follows the swipe) and `false` closes the row.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if !editing, swipe?.isSwiped == true { closeSwipe() }
        guard editing != editingState, !(editing && swipe?.isSwiped == true) else { return }
        editingState = editing
        editingDidChange()
    }

    /// Forgets the heights (not the cells), for a change of a height property.
    func reloadGeometry() {
        needsReload = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { loadSections() }
        tileRows()
        placeSectionIndex()
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // A swipe or a reorder the scroll pan began (before the content touch delay
        // ended) already has the touch.
        if swipe?.dragStart != nil || editingTouch != nil { return }
        if beginSwipeTouch(touches) || beginEditingTouch(touches) { return }
        if !beginTrackingRow(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil, let touch = touches.first { return moveSwipe(to: touch.location(in: self).x) }
        if editingTouch != nil { return moveEditingTouch(touches) }
        if trackedIndexPath == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil { return endSwipeDrag() }
        if swipe?.press != nil { return endSwipeTouch(touches) }
        if editingTouch != nil { return endEditingTouch(touches) }
        if trackedIndexPath == nil { return super.touchesEnded(touches, with: event) }
        endTracking()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil || swipe?.press != nil { return closeSwipe() }
        if editingTouch != nil { return cancelEditingTouch() }
        if trackedIndexPath == nil { return super.touchesCancelled(touches, with: event) }
        cancelTracking()
    }

    /// Refuses the scroll pan when the drag is a row's: a reorder grip's, or a swipe.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return !panBeganOnSectionIndex() && !panIsRowGesture()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        reloadGeometry()
    }
}
