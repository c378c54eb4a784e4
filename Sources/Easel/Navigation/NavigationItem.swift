import Foundation

/// What a navigation bar shows for one controller of a navigation stack, like
/// `UINavigationItem`: its title in the middle of the bar while it is on top, and its
/// back title in the back button of the controller pushed over it.
///
/// Each controller has one, made on first access of `navigationItem`. A change shows
/// in the bar at the next display.
@preconcurrency @MainActor
public final class NavigationItem {
    /// The controller whose item this is: its `title` stands in for a missing one.
    weak var owner: ViewController?
    private var storedTitle: String?

    /// The bar whose items include this one (an item is in one bar at a time, as in
    /// UIKit), told when what it shows changes.
    weak var bar: NavigationBar?

    /// The item of `owner`: a navigation controller's bar holds only its children's
    /// items, so there is no free-standing `UINavigationItem(title:)`.
    init(owner: ViewController) {
        self.owner = owner
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

    /// Whether the bar hides the back button while this item is on top, like
    /// `UINavigationItem.hidesBackButton` (false by default).
    public var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { contentDidChange() } }
    }

    /// Tells the bar showing the item to redraw it.
    func contentDidChange() {
        bar?.itemContentDidChange()
    }
}
