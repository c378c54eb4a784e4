/// Hears when a navigation controller shows a controller, like
/// `UINavigationControllerDelegate`. Both methods are optional.
///
/// They are called for the transitions the navigation controller makes on screen
/// (a push, a pop, a new stack, the first appearance of the root), as UIKit calls them:
/// `willShow` once the controllers' `viewWillAppear`/`viewWillDisappear` have run,
/// `didShow` after `viewDidAppear`. An interactive pop that the finger cancels ends
/// with `didShow` for the controller that stays on top.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The navigation controller is about to show `viewController`, like
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// The navigation controller showed `viewController`, like
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
}
