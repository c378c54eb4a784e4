import Foundation

/// Told about a tab bar controller's selections, like `UITabBarControllerDelegate`. All
/// methods are optional. `shouldSelect` and `didSelect` are called for the user's taps
/// only, not for `selectedIndex` or `selectedViewController` set in code, as in UIKit;
/// the animator (see `TabBarController`'s custom transitions) is asked for both.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tap on `viewController`'s tab selects it, like
    /// `tabBarController(_:shouldSelect:)` (true by default).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController` (or tapped it again), like `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The customizing sheet is about to show, like
    /// `tabBarController(_:willBeginCustomizing:)`. Easel has no More-tab Edit sheet, so
    /// it never calls this; it exists for code that implements it.
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    /// The customizing sheet is about to close, like
    /// `tabBarController(_:willEndCustomizing:changed:)`; never called (no Edit sheet).
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
                          changed: Bool)
    /// The customizing sheet closed, like `tabBarController(_:didEndCustomizing:changed:)`;
    /// never called (no Edit sheet).
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
                          changed: Bool)
    /// The animator of the switch from `fromVC`'s view to `toVC`'s, like
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`; `nil` (the
    /// default) keeps UIKit's switch without animation.
    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The driver of the switch `animationController` animates, like
    /// `tabBarController(_:interactionControllerFor:)`; `nil` (the default) lets the
    /// animator run on its own.
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// The orientations the tab bar controller supports, like
    /// `tabBarControllerSupportedInterfaceOrientations(_:)` (by default,
    /// `ViewController`'s own default, `.allButUpsideDown`).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask
    /// The orientation a full-screen presentation of the tab bar controller prefers, like
    /// `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)` (by default,
    /// `ViewController`'s own default, `.portrait`).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController,
                                 shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask { .allButUpsideDown }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation { .portrait }
}
