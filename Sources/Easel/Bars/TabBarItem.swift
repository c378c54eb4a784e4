import EaselGraphics
import Foundation

/// What a tab bar shows for one tab, like `UITabBarItem`: a title under an image, the
/// selected image while the tab is selected, and a badge.
///
/// Each controller has one (`ViewController.tabBarItem`), titled with the controller's
/// title until given its own. A change shows in the tab bar at the next display.
/// Subclass it as UIKit apps subclass `UITabBarItem`; its properties can be overridden.
open class TabBarItem: BarItem {
    /// UIKit's built-in tab items, like `UITabBarItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title UIKit shows for the item.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The controller whose item this is: its title stands in for a missing one.
    weak var owner: ViewController?

    /// The title under the image, like `UITabBarItem.title`: the one set, else the owning
    /// controller's title.
    open override var title: String? {
        get { super.title ?? owner?.title }
        set { super.title = newValue }
    }
    /// The image while selected, like `UITabBarItem.selectedImage`; `nil` uses `image`.
    open var selectedImage: Image? {
        get { storedSelectedImage ?? image }
        set { storedSelectedImage = newValue; contentDidChange() }
    }
    private var storedSelectedImage: Image?
    /// The text of the badge at the image's top trailing corner, like
    /// `UITabBarItem.badgeValue`; `nil` shows no badge, an empty string a dot.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { contentDidChange() } } }
    /// The badge's colour, like `UITabBarItem.badgeColor`; `nil` is `systemRed`.
    open var badgeColor: Color? { didSet { if badgeColor != oldValue { contentDidChange() } } }
    /// The system item it was made as.
    public let systemItem: SystemItem?
    /// The tab bar appearances the bar shows while this item is selected
    /// (`standardAppearance`, `scrollEdgeAppearance`).
    var appearanceSlots = BarAppearanceSlots<TabBarAppearance>()

    /// An item with no title or image, like `UITabBarItem()`.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// The appearance proxy of tab bar items, like `UITabBarItem.appearance()`: its title text
    /// attributes go to the items of the class a bar shows in a window.
    open override class func appearance() -> TabBarItem { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of the class's items inside `containerTypes`, like
    /// `UITabBarItem.appearance(whenContainedInInstancesOf:)`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TabBarItem {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { TabBarItem() }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives. Like
    /// `UITabBarItem(coder:)`, subclasses that add a designated initializer implement it.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// An item with `title`, `image` and `tag`, like `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and `selectedImage`, like
    /// `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        storedSelectedImage = selectedImage
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
    }

    /// A system item, like `UITabBarItem(tabBarSystemItem:tag:)`: UIKit's title for it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        self.tag = tag
    }

    /// The item a controller gets on first access of `tabBarItem`.
    init(owner: ViewController) {
        self.owner = owner
        systemItem = nil
        super.init()
    }
}
