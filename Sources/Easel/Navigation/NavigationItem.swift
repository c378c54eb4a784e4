import Foundation

/// What a navigation bar shows for one controller of a navigation stack, like
/// `UINavigationItem`: its title in the middle of the bar while it is on top, and its
/// back title in the back button of the controller pushed over it.
///
/// Each controller has one, made on first access of `navigationItem`; a standalone
/// bar's items are made with `init(title:)`. A change shows
/// in the bar at the next display.
@preconcurrency @MainActor
public final class NavigationItem {
    /// The controller whose item this is: its `title` stands in for a missing one.
    weak var owner: ViewController?
    private var storedTitle: String?

    /// The bar whose items include this one (an item is in one bar at a time, as in
    /// UIKit), told when what it shows changes.
    weak var bar: NavigationBar?

    /// The item's appearances (`standardAppearance` …), which win over the bar's while
    /// the item is on top.
    var appearanceSlots = BarAppearanceSlots<NavigationBarAppearance>()

    /// The item of `owner`, its controller's `navigationItem`.
    init(owner: ViewController) {
        self.owner = owner
    }

    /// A free-standing item titled `title`, like `UINavigationItem(title:)`, for a
    /// standalone navigation bar's `items` and `pushItem(_:animated:)`.
    public init(title: String) {
        storedTitle = title
    }

    /// The title shown in the middle of the bar, like `UINavigationItem.title`: the one
    /// set here, else the owning controller's `title` (UIKit copies the controller's
    /// title into its item; an item's own title wins here until the item's is reset
    /// to `nil`).
    public var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            guard newValue != storedTitle else { return }
            storedTitle = newValue
            contentDidChange()
        }
    }

    /// The title of the back button shown while the next controller is on top, like
    /// `UINavigationItem.backButtonTitle`; `nil` shows this item's `title`, or "Back"
    /// where that does not fit.
    public var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { contentDidChange() } }
    }

    /// How the back button shown while the next controller is on top takes its title,
    /// like `UINavigationItem.backButtonDisplayMode` (`.default`). It applies while
    /// `backBarButtonItem` is `nil`, as UIKit documents.
    public var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { if backButtonDisplayMode != oldValue { contentDidChange() } }
    }

    /// How a back button takes its title, like `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title, else the title, else "Back", else none, as space allows,
        /// like `.default`.
        case `default` = 0
        /// "Back", else none, ignoring the titles, like `.generic`.
        case generic = 1
        /// No title: the back indicator alone, like `.minimal`.
        case minimal = 2
    }

    /// Whether the bar hides the back button while this item is on top, like
    /// `UINavigationItem.hidesBackButton` (false by default).
    public var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { contentDidChange() } }
    }

    /// The items at the leading edge, leading first, like
    /// `UINavigationItem.leftBarButtonItems`. They take the back button's place unless
    /// `leftItemsSupplementBackButton`.
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The items at the trailing edge, trailing first (the first is outermost), like
    /// `UINavigationItem.rightBarButtonItems`.
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The first leading item, like `UINavigationItem.leftBarButtonItem`; setting it
    /// replaces all of them.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (outermost) trailing item, like `UINavigationItem.rightBarButtonItem`;
    /// setting it replaces all of them.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items, like `setLeftBarButtonItems(_:animated:)` (shown at once).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items, like `setRightBarButtonItems(_:animated:)` (shown at once).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item, like `setLeftBarButton(_:animated:)` (shown at once).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item, like `setRightBarButton(_:animated:)` (shown at once).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Whether the leading items follow the back button instead of replacing it, like
    /// `UINavigationItem.leftItemsSupplementBackButton` (false by default).
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { contentDidChange() } }
    }

    /// The item whose title the back button shows while the next controller is on top,
    /// like `UINavigationItem.backBarButtonItem`: its title wins over `backButtonTitle`.
    public var backBarButtonItem: BarButtonItem? {
        didSet { contentDidChange() }
    }

    /// A view shown in the middle of the bar instead of the title, like
    /// `UINavigationItem.titleView`: centred, at its own size (its frame's, else its
    /// intrinsic content size), narrowed to the room between the items.
    public var titleView: View? {
        didSet { if titleView !== oldValue { contentDidChange() } }
    }

    /// When the bar shows this item's large title, like
    /// `UINavigationItem.largeTitleDisplayMode` (`.automatic` by default).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { if largeTitleDisplayMode != oldValue { largeTitleModeDidChange() } }
    }

    /// When an item shows a large title, like `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack does; the root item shows it when the bar
        /// `prefersLargeTitles`.
        case automatic
        /// Always, when the bar `prefersLargeTitles`.
        case always
        /// Never: the title is inline.
        case never
        /// Inline, with the title at the leading edge (iOS 17's `.inline`, treated as `never`).
        case inline
    }

    /// The search controller whose search bar the bar shows under the title, like
    /// `UINavigationItem.searchController` (see `searchBarPlacement`).
    public var searchController: SearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.navigationItemHost === self { oldValue?.navigationItemHost = nil }
            searchController?.navigationItemHost = self
            largeTitleModeDidChange()
        }
    }

    /// Whether the search bar hides as the content scrolls up, like
    /// `UINavigationItem.hidesSearchBarWhenScrolling` (`true`): it collapses before a
    /// large title does; `false` keeps it shown.
    public var hidesSearchBarWhenScrolling = true

    /// Where the bar should place the search bar, like
    /// `UINavigationItem.preferredSearchBarPlacement` (`.automatic`).
    public var preferredSearchBarPlacement = SearchBarPlacement.automatic {
        didSet {
            guard preferredSearchBarPlacement != oldValue else { return }
            notePreferredSearchBarPlacement()
            largeTitleModeDidChange()
        }
    }

    /// Tells the bar showing the item to redraw it.
    func contentDidChange() {
        bar?.itemContentDidChange()
    }

    /// Tells the bar showing the item that its height may change.
    func largeTitleModeDidChange() {
        bar?.largeTitleModeDidChange()
    }
}
