import Foundation

/// What a controller shows in its containers' bars: its tab and its toolbar items.
extension ViewController {
    /// The tab a tab bar controller shows for this controller, like
    /// `UIViewController.tabBarItem`: made on first access, titled with `title` until
    /// given a title of its own.
    public var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem(owner: self)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage?.host = nil
            tabBarItemStorage = newValue
            (parent as? TabBarController)?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The nearest ancestor that is a tab bar controller, like
    /// `UIViewController.tabBarController`.
    public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }

    /// The items a navigation controller's toolbar shows while this controller is on
    /// top, like `UIViewController.toolbarItems`.
    public var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, like `setToolbarItems(_:animated:)` (shown at once).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = items
        navigationController?.toolbarItemsDidChange(of: self)
    }
}
