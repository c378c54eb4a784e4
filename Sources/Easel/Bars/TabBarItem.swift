import EaselGraphics
import Foundation

/// What a tab bar shows for one tab, like `UITabBarItem`: a title under an image, the
/// selected image while the tab is selected, and a badge.
///
/// Each controller has one (`ViewController.tabBarItem`), titled with the controller's
/// title until given its own. A change shows in the tab bar at the next display.
/// Subclass it as UIKit apps subclass `UITabBarItem`; its properties can be overridden.
@preconcurrency @MainActor
open class TabBarItem {
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

    private var storedTitle: String?
    /// The controller whose item this is: its title stands in for a missing one.
    weak var owner: ViewController?
    /// The tab bar showing the item, told when it changes.
    weak var host: BarItemHost?

    /// The title under the image, like `UITabBarItem.title`: the one set, else the owning
    /// controller's title.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set { storedTitle = newValue; contentDidChange() }
    }
    /// The image, like `UITabBarItem.image`, drawn as a template in the item's colour.
    open var image: Image? { didSet { contentDidChange() } }
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
    /// A number that identifies the item, like `UIBarItem.tag`.
    open var tag: Int
    /// Whether the tab can be selected, like `UIBarItem.isEnabled`; a disabled tab draws dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { contentDidChange() } } }
    /// The system item it was made as.
    public let systemItem: SystemItem?
    /// The tab bar appearances the bar shows while this item is selected
    /// (`standardAppearance`, `scrollEdgeAppearance`).
    var appearanceSlots = BarAppearanceSlots<TabBarAppearance>()

    /// An item with no title or image, like `UITabBarItem()`.
    public init() {
        tag = 0
        systemItem = nil
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives. Like
    /// `UITabBarItem(coder:)`, subclasses that add a designated initializer implement it.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// An item with `title`, `image` and `tag`, like `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        storedTitle = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// An item with `title`, `image` and `selectedImage`, like
    /// `UITabBarItem(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        storedTitle = title
        self.image = image
        storedSelectedImage = selectedImage
        tag = 0
        systemItem = nil
    }

    /// A system item, like `UITabBarItem(tabBarSystemItem:tag:)`: UIKit's title for it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        storedTitle = systemItem.title
        self.tag = tag
        self.systemItem = systemItem
    }

    /// The item a controller gets on first access of `tabBarItem`.
    init(owner: ViewController) {
        self.owner = owner
        tag = 0
        systemItem = nil
    }

    func contentDidChange() {
        host?.barItemContentDidChange()
    }
}
