import Foundation

/// A container that shows its children in columns side by side, like
/// `UISplitViewController`.
///
/// A column-style interface (`init(style:)` with `.doubleColumn` or `.tripleColumn`) is
/// set up with `setViewController(_:for:)`; as UIKit does, a controller that is not a
/// navigation controller is put in one, which becomes the split view controller's
/// child (`viewControllers` lists those, `viewController(for:)` gives back what was
/// set). A classic interface (`init()`, style `.unspecified`) takes
/// `viewControllers = [primary, secondary]` as they are.
///
/// In a horizontally regular environment the columns share the view as `displayMode`
/// says: the primary column (`primaryColumnWidth` wide: `preferredPrimaryColumnWidth`,
/// else `preferredPrimaryColumnWidthFraction` of the width, else 320 points, kept
/// within `minimumPrimaryColumnWidth` (0) and `maximumPrimaryColumnWidth` (320)) at the
/// leading edge, the supplementary one (320 points, the same way) after it, the
/// secondary filling the rest. UIKit documents no number for the automatic widths:
/// 320 is UIKit's classic primary width and maximum, which Easel keeps for both.
/// `.automatic` resolves by `splitBehavior` (`.tile` unless preferred otherwise):
/// the leading columns beside, over or displacing the secondary one (UIKit also looks
/// at the device and its orientation, and may hide them; Easel does not).
///
/// In a horizontally compact environment the interface collapses (`isCollapsed`):
/// only one child's view fills the view, the `.compact` column's when one is set,
/// else the column the delegate picks (`.secondary` proposed); a classic interface
/// shows its secondary controller unless the delegate's
/// `splitViewController(_:collapseSecondary:onto:)` returns true. Easel does not merge
/// the secondary stack onto the primary one as UIKit does, so the collapsed secondary
/// has no back button to the primary column. The children's appearance callbacks
/// follow their views in and out of the window, as for any container.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// The value that asks for the split view controller's own choice of a width, like
    /// `UISplitViewController.automaticDimension`.
    nonisolated public static let automaticDimension: CGFloat = -1
    /// The automatic width of the primary and supplementary columns, and their maximum.
    static let automaticColumnWidth: CGFloat = 320

    /// The interface's columns, like `UISplitViewController.style`; fixed at init.
    public let style: Style
    /// Told about collapsing, expanding and display mode changes, like
    /// `UISplitViewController.delegate`.
    open weak var delegate: SplitViewControllerDelegate?

    /// The controllers set for each column, as set.
    var columnControllers: [Column: ViewController] = [:]
    /// The children that show them: the navigation controllers they are in.
    var columnContainers: [Column: ViewController] = [:]
    /// A classic interface's controllers.
    var classicControllers: [ViewController] = []
    /// The mode `show(_:)` or `hide(_:)` asked for, until the preferred mode changes.
    var requestedDisplayMode: DisplayMode?
    /// The column a collapsed column-style interface shows.
    var collapsedTopColumn = Column.secondary
    /// Whether a collapsed classic interface shows its primary controller.
    var collapsedShowsPrimary = false
    /// `isCollapsed`'s storage.
    var collapsed = false
    /// The widths, display mode and split behavior asked for.
    var widthPreferences = SplitPreferences() {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// A split view controller with the given columns, like
    /// `UISplitViewController(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller, like `UISplitViewController(nibName:bundle:)`
    /// (and `UISplitViewController()`): style `.unspecified`.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .unspecified)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    // MARK: Columns

    /// The children, like `UISplitViewController.viewControllers`: a classic
    /// interface's primary and secondary controllers, a column-style interface's
    /// column navigation controllers (primary, supplementary, secondary); collapsed,
    /// only the one shown, as UIKit documents. Setting it on a column-style interface
    /// sets the primary, (supplementary,) and secondary columns in that order.
    open var viewControllers: [ViewController] {
        get {
            if isCollapsed { return collapsedController.map { [$0] } ?? [] }
            if style == .unspecified { return classicControllers }
            return expandedColumns.compactMap { columnContainers[$0] }
        }
        set {
            guard style != .unspecified else { return setClassicControllers(newValue) }
            for (column, controller) in zip(expandedColumns, newValue) { setViewController(controller, for: column) }
        }
    }

    /// The columns of the expanded interface, leading first.
    private var expandedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Puts `vc` in `column`, like `UISplitViewController.setViewController(_:for:)`:
    /// in a navigation controller unless it is one, added as a child (the one there
    /// before leaves). Not for a classic interface, as UIKit documents (reported).
    open func setViewController(_ vc: ViewController?, for column: Column) {
        guard style != .unspecified else {
            return Trace.diagnostic("setViewController(_:for:) on \(traceName): not for a classic split view "
                                    + "controller; set viewControllers instead")
        }
        if column == .supplementary, style != .tripleColumn {
            Trace.diagnostic("setViewController(_:for: .supplementary) on \(traceName): only a triple-column "
                             + "split view controller shows a supplementary column")
        }
        if let old = columnContainers[column] { release(old) }
        columnControllers[column] = vc
        columnContainers[column] = vc.map { $0 as? NavigationController ?? NavigationController(rootViewController: $0) }
        if let container = columnContainers[column] { adopt(container) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column`, like `UISplitViewController.viewController(for:)`.
    open func viewController(for column: Column) -> ViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    private func setClassicControllers(_ controllers: [ViewController]) {
        for old in classicControllers where !controllers.contains(where: { $0 === old }) { release(old) }
        let arriving = controllers.filter { new in !classicControllers.contains { $0 === new } }
        classicControllers = controllers
        for controller in arriving { adopt(controller) }
        viewIfLoaded?.setNeedsLayout()
    }

    private func adopt(_ child: ViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }

    private func release(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.loadedView?.removeFromSuperview()
        child.removeFromParent()
    }

    /// Shows the detail controller in the secondary column (a classic interface's
    /// second controller), as UIKit's split view controller does; a collapsed
    /// interface then shows it.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if style == .unspecified {
            setClassicControllers(Array(classicControllers.prefix(1)) + [vc])
            collapsedShowsPrimary = false
        } else {
            setViewController(vc, for: .secondary)
            collapsedTopColumn = .secondary
        }
    }

    // MARK: The view

    /// Makes the view (UIKit's `UILayoutContainerView`), which lays the columns out.
    open override func loadView() {
        view = SplitContainerView(frame: .zero)
    }

    /// A change of the horizontal size class collapses or expands the interface at the
    /// next layout.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        viewIfLoaded?.setNeedsLayout()
    }
}

/// The split view controller's own view, UIKit's `UILayoutContainerView`.
final class SplitContainerView: View {
    override func layoutSubviews() {
        (owningViewController as? SplitViewController)?.layoutColumns()
    }
}
