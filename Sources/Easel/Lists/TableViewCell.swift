import EaselGraphics
import Foundation

/// A row of a table, like `UITableViewCell`: a `contentView` for the row's content
/// (the built-in labels and image of its `CellStyle`, a `contentConfiguration`'s view,
/// or your own subviews), an accessory at the trailing side, a separator along the
/// bottom drawn by the table, and the selected background while highlighted or
/// selected.
///
/// A table makes cells of a registered class with `init(style: .default,
/// reuseIdentifier:)`: a subclass overrides that initializer, as on iOS.
@preconcurrency @MainActor
open class TableViewCell: View, BackgroundConfiguredCell {
    /// The built-in layouts of the labels, like `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text (and an image) at the leading side.
        case `default`
        /// The text, and the detail text at the trailing side in `secondaryLabel`.
        case value1
        /// A narrow text column, then the detail text.
        case value2
        /// The text above a smaller detail text.
        case subtitle
    }

    /// The drawn accessory at the trailing side, like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The separator styles, like `UITableViewCell.SeparatorStyle`: the type of
    /// `UITableView.separatorStyle`, the same enumeration as `TableView.SeparatorStyle`.
    public typealias SeparatorStyle = TableView.SeparatorStyle

    /// How a selected cell looks, like `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        case `default`
    }

    /// The parts a cell shows besides its content, like `UITableViewCell.StateMask`:
    /// what `willTransition(to:)` and `didTransition(to:)` are given.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control (delete or insert) shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// How a cell looks when it has focus, like `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable {
        case `default`, custom
    }

    /// Where a cell is in a drag, like `UITableViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    /// The cell's style, fixed when it is made.
    public let cellStyle: CellStyle
    /// The identifier the table reuses the cell by, like `reuseIdentifier`.
    public let reuseIdentifier: String?
    /// The view the content goes in, like `UITableViewCell.contentView`.
    public let contentView = View(frame: .zero)

    /// The drawn accessory, like `UITableViewCell.accessoryType`.
    open var accessoryType = AccessoryType.none { didSet { if oldValue != accessoryType { setNeedsLayout() } } }
    /// A view in place of the drawn accessory, like `UITableViewCell.accessoryView`.
    open var accessoryView: View? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How a selected cell looks, like `UITableViewCell.selectionStyle`.
    open var selectionStyle = SelectionStyle.default { didSet { updateSelectionLook() } }
    /// A view behind the content, like `UITableViewCell.backgroundView`; setting one
    /// resets `backgroundConfiguration` to `nil`.
    open var backgroundView: View? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            replace(oldValue, with: backgroundView, at: 0)
        }
    }
    /// The view behind the content while highlighted or selected, like
    /// `UITableViewCell.selectedBackgroundView` (`systemGray4` by default); setting one
    /// resets `backgroundConfiguration` to `nil`.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            updateSelectionLook()
        }
    }
    /// The background drawn behind the content, like
    /// `UITableViewCell.backgroundConfiguration` (`nil` by default: the table paints
    /// the cell's `backgroundColor` and the default selected background). It takes the
    /// place of `backgroundView` and `selectedBackgroundView`, which it sets to `nil`,
    /// and covers the cell's `backgroundColor`; the table then paints no colour of its
    /// own on the cell.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            showBackgroundConfiguration()
            updateSelectionLook()
        }
    }

    /// Whether the cell is selected, like `UITableViewCell.isSelected`.
    open var isSelected: Bool {
        get { state.isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted, like `UITableViewCell.isHighlighted`.
    open var isHighlighted: Bool {
        get { state.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    // MARK: Editing (the look lives in TableViewCell+Editing.swift)
    /// Whether the cell shows its editing controls, like `UITableViewCell.isEditing`;
    /// its table sets it with `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { state.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The control the cell shows at its leading side while editing, like
    /// `UITableViewCell.editingStyle`: the table sets it from its delegate's
    /// `editingStyleForRowAt` (`delete` by default).
    public internal(set) var editingStyle = EditingStyle.delete { didSet { if oldValue != editingStyle { setNeedsLayout() } } }
    /// The drawn accessory while editing, in place of `accessoryType`, like
    /// `UITableViewCell.editingAccessoryType` (none by default).
    open var editingAccessoryType = AccessoryType.none { didSet { if oldValue != editingAccessoryType { setNeedsLayout() } } }
    /// Whether the cell shows the reorder grip while editing, like
    /// `UITableViewCell.showsReorderControl`; the grip also needs the data source's
    /// `canMoveRowAt` to agree.
    open var showsReorderControl = false { didSet { if oldValue != showsReorderControl { setNeedsLayout() } } }
    /// Whether the content moves aside for the editing control, like
    /// `UITableViewCell.shouldIndentWhileEditing`; the table's delegate can refuse it
    /// per row with `shouldIndentWhileEditingRowAt`.
    open var shouldIndentWhileEditing = true { didSet { if oldValue != shouldIndentWhileEditing { setNeedsLayout() } } }
    /// How many levels the built-in content (image and labels) is indented, like
    /// `UITableViewCell.indentationLevel` (0); before the row shows, a level other than
    /// 0 from the table's delegate (`indentationLevelForRowAt`) replaces it.
    open var indentationLevel = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout() } } }
    /// The width of one indentation level, like `UITableViewCell.indentationWidth`
    /// (10 points).
    open var indentationWidth: CGFloat = 10 { didSet { if oldValue != indentationWidth { setNeedsLayout() } } }
    /// How the cell looks with focus, like `UITableViewCell.focusStyle`: kept; an iPhone
    /// without a keyboard never moves focus, and neither does Easel.
    open var focusStyle = FocusStyle.default
    /// Whether the cell takes touches while it is dragged, like
    /// `UITableViewCell.userInteractionEnabledWhileDragging`: kept; Easel has no drag and
    /// drop.
    open var userInteractionEnabledWhileDragging = false
    /// The background of a cell selected while the table selects several rows in
    /// editing, like `UITableViewCell.multipleSelectionBackgroundView`: kept; Easel's
    /// editing rows show no selection circles (see `TableView.allowsMultipleSelectionDuringEditing`).
    open var multipleSelectionBackgroundView: View?
    /// Whether a state change updates the content configuration for the new state,
    /// like `UITableViewCell.automaticallyUpdatesContentConfiguration` (`true`): kept;
    /// Easel's list content configurations draw their selected and highlighted looks
    /// from the state either way.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a change of `configurationState` updates `backgroundConfiguration` for
    /// the new state (`updated(for:)`) before `updateConfiguration(using:)` is called,
    /// like `UITableViewCell.automaticallyUpdatesBackgroundConfiguration` (`true`).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the cell shows its delete confirmation button (or any swipe actions),
    /// like `UITableViewCell.showingDeleteConfirmation`.
    open var showingDeleteConfirmation: Bool {
        guard let swipe = owningTable?.swipe else { return false }
        return swipe.cell === self && swipe.revealed > 0
    }
    /// The parts shown now, as last announced through `didTransition(to:)`.
    var shownStateMask: StateMask = []

    /// What the table allows for the row: indenting and the reorder grip.
    var tableAllowsIndent = true, tableAllowsReorder = true
    /// The editing control and the reorder grip while shown.
    var editingControl: TableViewCellEditingControl?
    var reorderControl: TableViewCellEditingControl?

    /// The content configuration, like `UITableViewCell.contentConfiguration`: its
    /// view fills the content view.
    open var contentConfiguration: ContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    /// Called whenever the cell's state changes, to update its configurations, like
    /// `UITableViewCell.configurationUpdateHandler`.
    open var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)?

    /// The cell's state: its traits, selection and highlight, like
    /// `UITableViewCell.configurationState`.
    open var configurationState: CellConfigurationState {
        var state = state
        state.traitCollection = traitCollection
        return state
    }
    private var state = CellConfigurationState(traitCollection: TraitCollection())

    /// The table that made the cell (a cell from another table is refused).
    weak var owningTable: TableView?
    /// The table's style, which picks the default background and margins.
    var tableStyle = TableView.Style.plain
    /// The separator: a 1-pixel line along the bottom, laid out by the cell.
    let separator = View(frame: .zero)
    /// The separator's insets from the cell's leading and trailing edges; `nil` hides it.
    var separatorInsets: (leading: CGFloat, trailing: CGFloat)?

    /// This cell's separator insets from its edges (only left and right count), like
    /// `UITableViewCell.separatorInset`: until set, the table's. A left inset as wide as
    /// the cell hides the separator, as apps do to hide one row's.
    open var separatorInset: EdgeInsets {
        get { storedSeparatorInset ?? owningTable?.separatorInset ?? .zero }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
            owningTable?.setNeedsLayout()
        }
    }
    /// The inset set on the cell, which takes the place of the table's.
    var storedSeparatorInset: EdgeInsets?
    /// How far the table's section index narrows the content from each side.
    var sectionIndexInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
        didSet { if oldValue != sectionIndexInsets { setNeedsLayout() } }
    }
    /// The side margin the table's readable content guide gives the row
    /// (`cellLayoutMarginsFollowReadableWidth`); `nil` for a row's own.
    var readableSideMargin: CGFloat? {
        didSet {
            guard oldValue != readableSideMargin else { return }
            setNeedsLayout()
            configuredContentView?.setNeedsLayout()
        }
    }
    /// The margin at the row's sides: the readable one, else 16 points (20 in a regular width).
    var sideMargin: CGFloat { readableSideMargin ?? TableStyleMetrics.sideMargin(for: traitCollection) }

    private(set) var builtInTextLabel: Label?
    private(set) var builtInDetailLabel: Label?
    private(set) var builtInImageView: ImageView?
    var accessoryDrawing: TableViewCellAccessoryView?
    private var contentSlot = ConfiguredContentSlot()
    /// The view drawing `backgroundConfiguration`.
    var backgroundSlot = ConfiguredBackgroundSlot()
    /// The view of the content configuration, if any.
    var configuredContentView: (View & ContentView)? { contentSlot.view }

    /// A cell of `style`, like `UITableViewCell(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableStyleMetrics.defaultRowHeight))
        addSubview(contentView)
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// A `.default` cell without a reuse identifier, like `UITableViewCell(frame:)` (and
    /// `UITableViewCell()`, which passes a zero frame and so keeps the 320 × 44 a cell
    /// starts with). A subclass that overrides the designated initializers inherits it.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The label of the text, made when first asked for, like
    /// `UITableViewCell.textLabel`. In the value2 style the cell aligns it towards the
    /// detail text when it lays out: right, or left in a right-to-left layout.
    open var textLabel: Label? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = makeLabel(font: cellStyle == .value2 ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body),
                              color: cellStyle == .value2 ? .systemBlue : .label)
        if cellStyle == .value2 { label.textAlignment = .right }
        builtInTextLabel = label
        return label
    }

    /// The label of the detail text (`nil` in the default style), made when first
    /// asked for, like `UITableViewCell.detailTextLabel`.
    open var detailTextLabel: Label? {
        if let builtInDetailLabel { return builtInDetailLabel }
        guard cellStyle != .default else { return nil }
        let label = makeLabel(font: cellStyle == .subtitle ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body),
                              color: cellStyle == .value2 ? .label : .secondaryLabel)
        builtInDetailLabel = label
        return label
    }

    /// The image view at the leading side (not in the value2 style), made when first
    /// asked for, like `UITableViewCell.imageView`.
    open var imageView: ImageView? {
        if let builtInImageView { return builtInImageView }
        guard cellStyle != .value2 else { return nil }
        let view = ImageView(frame: .zero)
        contentView.addSubview(view)
        builtInImageView = view
        return view
    }

    /// A built-in label: its text style's font, resized with the cell's content size
    /// category as UIKit's built-in styles are.
    private func makeLabel(font: Font, color: Color) -> Label {
        let label = Label(frame: .zero)
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// A list content configuration in the cell's style, like
    /// `UITableViewCell.defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default, .value2: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        }
    }

    /// Prepares a cell the table takes from the reuse pool, like
    /// `UITableViewCell.prepareForReuse()`: it is neither selected nor highlighted.
    /// Override it to reset your content (call super).
    open func prepareForReuse() {
        state.isSelected = false
        state.isHighlighted = false
        updateSelectionLook()
    }

    /// Shows or hides the editing controls, like `UITableViewCell.setEditing(_:animated:)`:
    /// the editing control at the leading side with the content indented, the
    /// `editingAccessoryType` and the reorder grip at the trailing side. Easel lays the
    /// cell out in its final state; the slide is not drawn.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != state.isEditing else { return }
        state.isEditing = editing
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        transition(to: editing ? shownStateMask.union(.showingEditControl) : shownStateMask.subtracting(.showingEditControl))
    }

    /// Called before the cell shows or hides its editing control, like
    /// `UITableViewCell.willTransition(to:)`, with the parts it will show (Easel does
    /// not announce the delete confirmation this way). The base version does nothing.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell showed or hid its editing control, like
    /// `UITableViewCell.didTransition(to:)`. The base version does nothing.
    open func didTransition(to state: StateMask) {}

    /// Called when a drag of the cell starts or ends, like
    /// `UITableViewCell.dragStateDidChange(_:)`; Easel has no drag and drop, so it is
    /// never called. The base version does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Announces a change of the parts shown: `willTransition(to:)`, then
    /// `didTransition(to:)` (Easel shows the change at once).
    func transition(to mask: StateMask) {
        guard mask != shownStateMask else { return }
        willTransition(to: mask)
        shownStateMask = mask
        didTransition(to: mask)
    }

    /// Selects the cell or not, like `UITableViewCell.setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != state.isSelected else { return }
        state.isSelected = selected
        stateDidChange()
    }

    /// Highlights the cell or not, like `UITableViewCell.setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != state.isHighlighted else { return }
        state.isHighlighted = highlighted
        stateDidChange()
    }

    /// Updates the configurations for `state`, like
    /// `UITableViewCell.updateConfiguration(using:)`: calls the update handler.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Asks for a configuration update, like `setNeedsUpdateConfiguration()` (at once
    /// here): updates the background configuration when automatic, then calls
    /// `updateConfiguration(using:)`.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateBackgroundConfigurationAutomatically(for: state)
        updateConfiguration(using: state)
    }

    /// A change of the cell's traits is a change of its configuration state: the
    /// configurations are updated for it, as UIKit updates them.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    private func stateDidChange() {
        updateSelectionLook()
        setNeedsUpdateConfiguration()
    }

    private func applyContentConfiguration() {
        contentSlot.show(contentConfiguration, for: configurationState, in: contentView)
        setNeedsLayout()
    }

    /// The selected background shows while highlighted or selected, unless the
    /// selection style is `none` or a background configuration draws the state.
    func updateSelectionLook() {
        let shows = (state.isSelected || state.isHighlighted) && selectionStyle != .none && backgroundConfiguration == nil
        if shows {
            let view = selectedBackgroundView ?? defaultSelectedBackground
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
            view.frame = bounds
        } else {
            selectedBackgroundView?.removeFromSuperview()
            defaultSelectedBackground.removeFromSuperview()
        }
    }

    private lazy var defaultSelectedBackground: View = {
        let view = View(frame: .zero)
        view.backgroundColor = TableStyleMetrics.selectedBackgroundColor
        view.isUserInteractionEnabled = false
        return view
    }()

    private func replace(_ old: View?, with new: View?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }
}
