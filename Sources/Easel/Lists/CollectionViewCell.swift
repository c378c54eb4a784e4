import EaselGraphics
import Foundation

/// An item of a collection view, like `UICollectionViewCell`: a `contentView` for the
/// item's content (a `contentConfiguration`'s view or your own subviews), a
/// `backgroundView` behind it and a `selectedBackgroundView` that shows while the cell
/// is selected or highlighted; or, in place of both, a `backgroundConfiguration`.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView, BackgroundConfiguredCell {
    /// The view the content goes in, like `UICollectionViewCell.contentView`.
    public let contentView = View(frame: .zero)
    /// A view behind the content, like `UICollectionViewCell.backgroundView`; setting
    /// one resets `backgroundConfiguration` to `nil`.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundConfiguration = nil
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }
    /// The view behind the content while selected or highlighted, like
    /// `UICollectionViewCell.selectedBackgroundView` (none by default); setting one
    /// resets `backgroundConfiguration` to `nil`.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            updateSelectionLook()
        }
    }
    /// The background drawn behind the content, like
    /// `UICollectionViewCell.backgroundConfiguration` (`nil` by default): it takes the
    /// place of `backgroundView` and `selectedBackgroundView`, which it sets to `nil`,
    /// and covers the cell's `backgroundColor`.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { showBackgroundConfiguration() }
    }
    /// Whether a change of `configurationState` updates `backgroundConfiguration` for
    /// the new state (`updated(for:)`) before `updateConfiguration(using:)` is called,
    /// like `UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration` (`true`).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The view drawing `backgroundConfiguration`.
    var backgroundSlot = ConfiguredBackgroundSlot()

    /// Whether the cell is selected, like `UICollectionViewCell.isSelected`.
    open var isSelected: Bool {
        get { state.isSelected }
        set {
            guard newValue != state.isSelected else { return }
            state.isSelected = newValue
            stateDidChange()
        }
    }
    /// Whether the cell is highlighted, like `UICollectionViewCell.isHighlighted`.
    open var isHighlighted: Bool {
        get { state.isHighlighted }
        set {
            guard newValue != state.isHighlighted else { return }
            state.isHighlighted = newValue
            stateDidChange()
        }
    }

    /// Whether the cell's item is an expanded parent of its section snapshot, which a
    /// diffable data source sets: `configurationState.isExpanded`.
    var isExpanded: Bool {
        get { state.isExpanded }
        set { changeLaidOutState(\.isExpanded, to: newValue) }
    }

    /// Whether the cell's collection view is editing, which it sets:
    /// `configurationState.isEditing`.
    var isEditing: Bool {
        get { state.isEditing }
        set { changeLaidOutState(\.isEditing, to: newValue) }
    }

    /// Changes a part of the state the cell's layout shows (its accessories): updates
    /// the configurations and lays the cell out again.
    private func changeLaidOutState(_ part: WritableKeyPath<CellConfigurationState, Bool>, to value: Bool) {
        guard state[keyPath: part] != value else { return }
        state[keyPath: part] = value
        stateDidChange()
        setNeedsLayout()
    }

    /// The content configuration, like `UICollectionViewCell.contentConfiguration`: its
    /// view fills the content view.
    open var contentConfiguration: ContentConfiguration? {
        didSet {
            contentSlot.show(contentConfiguration, for: configurationState, in: contentView)
            setNeedsLayout()
        }
    }
    /// Called whenever the cell's state changes, to update its configurations, like
    /// `UICollectionViewCell.configurationUpdateHandler`.
    open var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?

    /// The cell's state: its traits, selection and highlight, like
    /// `UICollectionViewCell.configurationState`.
    open var configurationState: CellConfigurationState {
        var state = state
        state.traitCollection = traitCollection
        return state
    }
    private var state = CellConfigurationState(traitCollection: TraitCollection())
    private var contentSlot = ConfiguredContentSlot()
    /// The view of the content configuration, if any.
    var configuredContentView: (View & ContentView)? { contentSlot.view }
    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A cell of `frame`, like `UICollectionViewCell(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Resets the selection, highlight and expansion of a cell taken from the reuse pool (the
    /// collection view selects it again if its new item is selected).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        isExpanded = false
    }

    /// Updates the configurations for `state`, like
    /// `UICollectionViewCell.updateConfiguration(using:)`: calls the update handler.
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

    /// Where a cell is in a drag, like `UICollectionViewCell.DragState`: the same cases
    /// as a table cell's.
    public typealias DragState = TableViewCell.DragState

    /// Called when a drag of the cell starts or ends, like
    /// `UICollectionViewCell.dragStateDidChange(_:)`; Easel has no drag and drop, so it
    /// is never called. The base version does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = contentFrame
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        backgroundSlot.view?.frame = bounds
        contentSlot.view?.frame = contentView.bounds
    }

    /// Where the content view goes: the whole cell.
    var contentFrame: CGRect { bounds }

    /// A configured cell fits its configuration's view; any other its content view's
    /// constraints.
    override func fittingSize(proposed: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        if let view = contentSlot.view { return view.sizeThatFits(proposed) }
        return contentView.systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: horizontal,
                                                   verticalFittingPriority: vertical)
    }

    private func stateDidChange() {
        updateSelectionLook()
        setNeedsUpdateConfiguration()
    }

    private func updateSelectionLook() {
        guard let selectedBackgroundView else { return }
        if state.isSelected || state.isHighlighted {
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            selectedBackgroundView.frame = bounds
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
