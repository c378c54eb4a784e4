import Foundation

/// Hears when a navigation controller shows a controller, and gives its transitions,
/// like `UINavigationControllerDelegate`. Every method is optional.
///
/// `willShow` and `didShow` are called for the transitions the navigation controller
/// makes on screen (a push, a pop, a new stack, the first appearance of the root), as
/// UIKit calls them: `willShow` once the controllers' `viewWillAppear`/`viewWillDisappear`
/// have run, `didShow` after `viewDidAppear`. An interactive pop that the finger cancels
/// ends with `didShow` for the controller that stays on top.
///
/// For an animated push or pop on screen, the delegate is then asked for an animator
/// (`navigationController(_:animationControllerFor:from:to:)`) and, when it gives one,
/// for an interaction controller (`navigationController(_:interactionControllerFor:)`);
/// the animator then replaces UIKit's slide (see `NavigationController`'s custom
/// transitions).
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: NSObjectProtocol {
    /// The navigation controller is about to show `viewController`, like
    /// `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// The navigation controller showed `viewController`, like
    /// `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`, like
    /// `navigationController(_:animationControllerFor:from:to:)`; `nil` (the default)
    /// keeps UIKit's slide.
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController,
                              to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The driver of the transition `animationController` animates, like
    /// `navigationController(_:interactionControllerFor:)`; `nil` (the default) lets
    /// the animator run on its own.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// The orientations the navigation controller supports, like
    /// `navigationControllerSupportedInterfaceOrientations(_:)` (by default,
    /// `ViewController`'s own default, `.allButUpsideDown`).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask
    /// The orientation a full-screen presentation of the navigation controller prefers,
    /// like `navigationControllerPreferredInterfaceOrientationForPresentation(_:)` (by
    /// default, `ViewController`'s own default, `.portrait`).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController)
        -> InterfaceOrientation
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController,
                                     to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask { .allButUpsideDown }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController)
        -> InterfaceOrientation { .portrait }
}
