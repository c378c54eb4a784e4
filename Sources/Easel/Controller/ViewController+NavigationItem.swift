import Foundation

/// The controller's item in a navigation bar.
extension ViewController {
    /// What a navigation bar shows for this controller, like
    /// `UIViewController.navigationItem`: made on first access, its title falling back
    /// to the controller's `title`.
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }
}
