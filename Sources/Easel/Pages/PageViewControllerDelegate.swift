import Foundation

/// Told about a page view controller's swipes, like `UIPageViewControllerDelegate`.
/// Every method is optional. As UIKit documents, the two transition methods are called
/// for gesture-driven changes only, not for `setViewControllers`.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to show `pendingViewControllers`, like
    /// `pageViewController(_:willTransitionTo:)`.
    func pageViewController(_ pageViewController: PageViewController,
                            willTransitionTo pendingViewControllers: [ViewController])
    /// A swipe ended, like
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
    /// `completed` is false when the pages went back to where they were.
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
    /// The spine location of a page-curl book for `orientation`, like
    /// `pageViewController(_:spineLocationFor:)` (the current one by default).
    func pageViewController(_ pageViewController: PageViewController,
                            spineLocationFor orientation: InterfaceOrientation) -> PageViewController.SpineLocation
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController,
                                   willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: PageViewController,
                                   spineLocationFor orientation: InterfaceOrientation) -> PageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
