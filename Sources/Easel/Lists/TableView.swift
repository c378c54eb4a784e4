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

    /// What `separatorInset` is measured from, like `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// Whether a cell's height follows changes of its content, like
    /// `UITableView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }

    /// The value that asks the table to choose a dimension, like
    /// `UITableView.automaticDimension`: a self-sizing row, a header that fits its title.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's style, like `UITableView.style`.
    public let style: Style
    /// The data source, like `UITableView.dataSource`; setting it reloads.
    open weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The table's delegate: the scroll view's `delegate`, seen as a table delegate.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of every row, like `UITableView.rowHeight` (`automaticDimension`:
    /// rows size themselves); the delegate's `heightForRowAt` takes precedence.
    open var rowHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of rows not yet shown, like `UITableView.estimatedRowHeight`
    /// (`automaticDimension`: the table picks, from `rowHeight` or 44); 0 asks for
    /// every row's height up front.
    open var estimatedRowHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section headers, like `UITableView.sectionHeaderHeight`
    /// (`automaticDimension`: fits the title).
    open var sectionHeaderHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section footers, like `UITableView.sectionFooterHeight`.
    open var sectionFooterHeight = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// The space above each section header, like `UITableView.sectionHeaderTopPadding`
    /// (iOS 15): `automaticDimension` (the default) leaves a plain table's headers 22
    /// points below what comes before them and a grouped table's none; 0 removes it. A
    /// section without a header has none, and a pinned header sticks to the top without it.
    open var sectionHeaderTopPadding = TableView.automaticDimension { didSet { reloadGeometry() } }
    /// Whether the cells' content follows the table's readable content guide, like
    /// `UITableView.cellLayoutMarginsFollowReadableWidth` (`false` by default since
    /// iOS 12): on a wide table the rows' side margins grow to the guide's insets, so
    /// their text keeps a comfortable line length.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if oldValue != cellLayoutMarginsFollowReadableWidth { setNeedsLayout() } }
    }

    /// Whether rows have separators, like `UITableView.separatorStyle`.
    open var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour, like `UITableView.separatorColor` (`separator`).
    open var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets from the row's edges (only left and right count), like
    /// `UITableView.separatorInset`; by default the cells' text margin.
    open var separatorInset: EdgeInsets {
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
    open var tableHeaderView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView, keepingHeightIn: \.tableHeaderHeight) }
    }
    /// A view below the last section, like `UITableView.tableFooterView`, kept as
    /// `tableHeaderView` is.
    open var tableFooterView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView, keepingHeightIn: \.tableFooterHeight) }
    }

    /// The colour of the section index's titles, like `UITableView.sectionIndexColor`
    /// (`nil`: the tint colour).
    open var sectionIndexColor: Color? { didSet { setNeedsLayout() } }
    /// The section index's background, like `UITableView.sectionIndexBackgroundColor`
    /// (`nil`: none, the rows show through).
    open var sectionIndexBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The section index's background while a finger is on it, like
    /// `UITableView.sectionIndexTrackingBackgroundColor` (`nil`: as when resting).
    open var sectionIndexTrackingBackgroundColor: Color? { didSet { setNeedsLayout() } }
    /// The fewest rows a plain table shows its section index with, like
    /// `UITableView.sectionIndexMinimumDisplayRowCount` (0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { reloadGeometry() } }

    /// A view behind the rows that fills the table and does not scroll, like
    /// `UITableView.backgroundView` (an empty-state message, a gradient).
    open var backgroundView: View? {
        didSet { listBackgroundViewDidChange(from: oldValue, to: backgroundView) }
    }

    /// Whether a tap selects a row, like `UITableView.allowsSelection`.
    open var allowsSelection = true
    /// Whether several rows can be selected, a tap toggling each, like
    /// `UITableView.allowsMultipleSelection`.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while the table edits, like
    /// `UITableView.allowsSelectionDuringEditing` (`false`).
    open var allowsSelectionDuringEditing = false

    // MARK: Settings kept as UIKit's, each without an effect here (each says why)

    /// The height of headers not yet measured, like
    /// `UITableView.estimatedSectionHeaderHeight` (`automaticDimension`; 0 turns
    /// estimating off): kept, as Easel measures each header when its section loads.
    open var estimatedSectionHeaderHeight = TableView.automaticDimension
    /// The height of footers not yet measured, like
    /// `UITableView.estimatedSectionFooterHeight`: kept, as for headers.
    open var estimatedSectionFooterHeight = TableView.automaticDimension
    /// What `separatorInset` is measured from, like `UITableView.separatorInsetReference`
    /// (`fromCellEdges`): kept; Easel measures it from the cell's edges.
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// A visual effect for the separators over a blurred background, like
    /// `UITableView.separatorEffect`: kept; separators are drawn in `separatorColor`.
    open var separatorEffect: VisualEffect?
    /// The height of the empty rows a plain table shows below its last row, like
    /// `UITableView.fillerRowHeight` (iOS 15, `automaticDimension`): kept; Easel's
    /// plain tables show no filler rows.
    open var fillerRowHeight = TableView.automaticDimension
    /// Whether the cells' content views stay inside the safe area, like
    /// `UITableView.insetsContentViewsToSafeArea` (`true`): kept; the rows' margins
    /// already follow the table's layout margins.
    open var insetsContentViewsToSafeArea = true
    /// Whether several rows can be selected while the table edits, like
    /// `UITableView.allowsMultipleSelectionDuringEditing` (`false`): kept; Easel's
    /// editing rows show no selection circles, and a tap while editing selects as
    /// `allowsSelectionDuringEditing` and `allowsMultipleSelection` say.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table asks for rows before they show, like
    /// `UITableView.isPrefetchingEnabled` (`true`): kept; Easel asks for a cell when
    /// its row comes into view, and never calls `prefetchDataSource`.
    open var isPrefetchingEnabled = true
    /// The object told of rows about to show, like `UITableView.prefetchDataSource`:
    /// kept, never called (see `isPrefetchingEnabled`).
    open weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Whether rows can be dragged to other apps, like
    /// `UITableView.dragInteractionEnabled` (`false` on iPhone): kept; Easel has no drag
    /// and drop.
    open var dragInteractionEnabled = false
    /// Whether a cell's height follows its content's changes, like
    /// `UITableView.selfSizingInvalidation` (iOS 16, `.enabled`): kept; Easel measures
    /// a cell again when its row reloads or its content size category changes.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// Whether rows can take focus, like `UITableView.allowsFocus`: kept; an iPhone
    /// without a keyboard never moves focus, and neither does Easel.
    open var allowsFocus = false
    /// Whether rows can take focus while the table edits, like
    /// `UITableView.allowsFocusDuringEditing`: kept.
    open var allowsFocusDuringEditing = false
    /// Whether focus moving selects, like `UITableView.selectionFollowsFocus`: kept.
    open var selectionFollowsFocus = false
    /// Whether focus returns to the row it left, like
    /// `UITableView.remembersLastFocusedIndexPath`: kept.
    open var remembersLastFocusedIndexPath = false

    /// Whether the table has changes not yet shown, like
    /// `UITableView.hasUncommittedUpdates`: Easel applies each update when it is made,
    /// so never.
    open var hasUncommittedUpdates: Bool { false }

    /// Whether the table edits, like `UITableView.isEditing`: while the rows show
    /// their editing controls, and while a swipe shows a row's actions (UIKit's
    /// "swipe to delete" mode, which shows no controls); setting it calls
    /// `setEditing(_:animated:)`.
    open var isEditing: Bool {
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
    /// The row whose accessory info button a finger is on.
    var accessoryButtonTouchRow: IndexPath?
    /// The shown row whose cell `dequeueReusableCell` gives back while
    /// `reconfigureRows(at:)` asks the data source for it again.
    var cellBeingReconfigured: (indexPath: IndexPath, cell: TableViewCell)?
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
    /// removes the registration. It goes through the `AnyClass` form, so an override of
    /// either is called.
    open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        register(cellClass as AnyClass?, forCellReuseIdentifier: identifier)
    }

    /// Registers a cell class given as `AnyClass`, as UIKit declares
    /// `UITableView.register(_:forCellReuseIdentifier:)`: the cells made are of that
    /// class, and `nil` removes the registration. A class that is not a cell is
    /// reported and ignored, where UIKit throws.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        if let cellType = registrableClass(cellClass, as: TableViewCell.self, for: "identifier \(identifier)",
                                           kind: "UITableViewCell") {
            registrations[identifier] = cellType
        }
    }

    /// A cell for `identifier`: one from the reuse pool after `prepareForReuse()`, or a
    /// new one of the registered class, like
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)`. As in UIKit, the cell is
    /// added to the table, as wide as its row, before you configure it: it has the
    /// table's traits (its content size category, its layout direction), so the fonts
    /// you give it and the height it measures are the table's. An identifier with no
    /// registration gets UIKit's exception message as a diagnostic and a plain
    /// default-style cell, so the table stays drawable.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
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
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let (_, cell) = cellBeingReconfigured, cell.reuseIdentifier == identifier { return cell }
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        return adopt(RegisteredViews.makeCell(cellClass, reuseIdentifier: identifier))
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
        placeListBackgroundView(backgroundView)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // A swipe or a reorder the scroll pan began (before the content touch delay
        // ended) already has the touch.
        if swipe?.dragStart != nil || editingTouch != nil { return }
        if beginSwipeTouch(touches) || beginEditingTouch(touches) || beginAccessoryButtonTouch(touches) { return }
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
        if accessoryButtonTouchRow != nil { return endAccessoryButtonTouch(touches) }
        if trackedIndexPath == nil { return super.touchesEnded(touches, with: event) }
        endTracking()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil || swipe?.press != nil { return closeSwipe() }
        if editingTouch != nil { return cancelEditingTouch() }
        if accessoryButtonTouchRow != nil { accessoryButtonTouchRow = nil; return }
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

    // MARK: Overridable, as in UIKit: updates, selection and geometry (the mechanisms live in the TableView+… files)

    /// Inserts rows, like `UITableView.insertRows(at:with:)`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingAnimations.record(animation, coming: indexPaths)
        update { $0.inserted.formUnion(indexPaths) }
    }

    /// Asks the data source to configure the cells of shown rows again, like
    /// `UITableView.reconfigureRows(at:)` (iOS 15): `cellForRowAt` is called, and
    /// dequeuing with the cell's reuse identifier gives back the cell already shown,
    /// which keeps its place and height (unlike `reloadRows(at:with:)`). Rows not shown
    /// are skipped.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths.sorted() {
            guard let cell = displayedCells[indexPath] else { continue }
            cellBeingReconfigured = (indexPath, cell)
            let given = dataSource?.tableView(self, cellForRowAt: indexPath)
            cellBeingReconfigured = nil
            if let given, given !== cell {
                Trace.diagnostic("reconfigureRows: the data source returned another cell than the one shown at "
                                 + "\(indexPath.section)-\(indexPath.row); it is not shown", view: traceName)
            }
        }
    }

    /// Deletes rows, like `UITableView.deleteRows(at:with:)`.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingAnimations.record(animation, leaving: indexPaths)
        update { $0.deleted.formUnion(indexPaths) }
    }

    /// Asks the data source again for rows' cells and heights, like
    /// `UITableView.reloadRows(at:with:)`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingAnimations.record(animation, leaving: indexPaths)
        update { $0.reloaded.formUnion(indexPaths) }
    }

    /// Asks the data source again for whole sections (their titles, heights, row counts
    /// and cells), like `UITableView.reloadSections(_:with:)`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { pendingAnimations.leavingSections[section] = animation }
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Inserts sections, like `UITableView.insertSections(_:with:)`: the data source is
    /// asked for their titles, heights and rows.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { pendingAnimations.comingSections[section] = animation }
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections and their rows, like `UITableView.deleteSections(_:with:)`.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { pendingAnimations.leavingSections[section] = animation }
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a row, like `UITableView.moveRow(at:to:)`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved[indexPath] = newIndexPath }
    }

    /// Applies the insertions, deletions, moves and reloads that `updates` makes as one
    /// animated update, like `UITableView.performBatchUpdates(_:completion:)`.
    /// `completion` is called with `true` once the animation has ended (at the next
    /// turn of the run loop when nothing animates), `false` when it was cut short.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { updateCompletions.append(completion) }
        endUpdates()
    }

    /// Starts a batch of updates, like `UITableView.beginUpdates()`.
    open func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the batch begun by `beginUpdates()`, like `UITableView.endUpdates()`.
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate, animations = pendingAnimations, completions = updateCompletions
        pendingUpdate = ListUpdate(of: .table)
        pendingAnimations = TableRowAnimations()
        updateCompletions = []
        apply(update, animations: animations) { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// The number of rows in `section`, like `UITableView.numberOfRows(inSection:)`
    /// (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadSectionsIfNeeded()
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// Selects a row (or, with `nil`, clears the selection), optionally scrolling it
    /// into view, like `UITableView.selectRow(at:animated:scrollPosition:)`; the
    /// delegate is not told. Without multiple selection the other rows are deselected.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadSectionsIfNeeded()
        guard let indexPath else { return deselectAll(animated: animated) }
        guard isValid(indexPath) else {
            return Trace.diagnostic("Attempted to select a row that does not exist (section \(indexPath.section), "
                                    + "row \(indexPath.row))", view: traceName)
        }
        guard selects else { return }
        select(indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row, like `UITableView.deselectRow(at:animated:)`; the delegate is
    /// not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    /// The shown cells, top to bottom, like `UITableView.visibleCells`.
    open var visibleCells: [TableViewCell] {
        displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell of a shown row (`nil` for a row not shown), like
    /// `UITableView.cellForRow(at:)`.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        displayedCells[indexPath]
    }

    /// The row a shown cell is in, like `UITableView.indexPath(for:)`.
    open func indexPath(for cell: TableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// Scrolls so that the selected row nearest to where `position` says shows there,
    /// like `UITableView.scrollToNearestSelectedRow(at:animated:)`: the top of the
    /// visible rows for `.top` (and `.none`), their middle for `.middle`, their bottom
    /// for `.bottom`. Without a selected row nothing scrolls.
    open func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
        loadSectionsIfNeeded()
        let target = switch position {
        case .top, .none: bounds.minY
        case .middle: bounds.midY
        case .bottom: bounds.maxY
        }
        let nearest = selectedIndexPaths.filter(isValid).min { first, second in
            (abs(frameOfRow(at: first).midY - target), first) < (abs(frameOfRow(at: second).midY - target), second)
        }
        if let nearest { scrollToRow(at: nearest, at: position, animated: animated) }
    }

    /// Scrolls so that a row shows where `position` says, like
    /// `UITableView.scrollToRow(at:at:animated:)`. A row that does not exist is UIKit's
    /// exception: reported, and nothing scrolls.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadSectionsIfNeeded()
        guard isValid(indexPath) else {
            let rows = sections.indices.contains(indexPath.section) ? sections[indexPath.section].rows.count : 0
            return Trace.diagnostic("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) "
                                    + "when there are only \(rows) rows in section \(indexPath.count == 2 ? indexPath.section : -1).",
                                    view: traceName)
        }
        guard !animated else {
            return setContentOffset(offset(showing: frameOfRow(at: indexPath), at: position), animated: true)
        }
        // Showing the rows there measures them; a second pass lands on the row's
        // measured frame.
        for _ in 0..<2 {
            setContentOffset(offset(showing: frameOfRow(at: indexPath), at: position), animated: false)
            layoutIfNeeded()
        }
    }

    /// Registers the class whose views `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// makes for `identifier`, like `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`;
    /// `nil` removes the registration.
    open func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(viewClass as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a header or footer class given as `AnyClass`, as UIKit declares
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`; `nil` removes the
    /// registration. A class that is not a `TableViewHeaderFooterView` is reported and
    /// ignored, where UIKit throws.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterRegistrations[identifier] = nil; return }
        if let viewType = registrableClass(aClass, as: TableViewHeaderFooterView.self, for: "identifier \(identifier)",
                                           kind: "UITableViewHeaderFooterView") {
            headerFooterRegistrations[identifier] = viewType
        }
    }

    /// Registers `nib` for the cells of `identifier`, like
    /// `UITableView.register(_:forCellReuseIdentifier:)` given a `UINib`. As in UIKit, it
    /// replaces a class registered for the identifier, and `nil` removes the
    /// registration; but a nib has no cell to make here: the registration is reported,
    /// and dequeuing the identifier gives UIKit's "unable to dequeue" diagnostic.
    open func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = nil
        if let nib { reportRegistration(of: nib, identifier: identifier, kind: "UITableViewCell") }
    }

    /// Registers `nib` for the headers and footers of `identifier`, like
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` given a `UINib`:
    /// reported, and the identifier keeps no class, as for cells.
    open func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nil
        if let nib { reportRegistration(of: nib, identifier: identifier, kind: "UITableViewHeaderFooterView") }
    }
}
