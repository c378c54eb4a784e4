import Foundation

/// Gives a page view controller the pages around the shown one, like
/// `UIPageViewControllerDataSource`.
///
/// The page view controller asks for the pages before and after the shown one when a
/// swipe begins (a `nil` page ends the book on that side). The two presentation
/// methods feed the page indicator, which a `.scroll` page view controller shows when
/// the count is more than 0: UIKit shows it when the data source implements both, and
/// a Swift protocol cannot tell an implemented method from the default (a count of 0).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or `nil` at the first page, like
    /// `pageViewController(_:viewControllerBefore:)`.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or `nil` at the last page, like
    /// `pageViewController(_:viewControllerAfter:)`.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page indicator shows, like `presentationCount(for:)` (0 by
    /// default: no indicator). Asked when `setViewControllers` is called.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The dot of the page shown, like `presentationIndex(for:)` (0 by default). Asked
    /// when `setViewControllers` is called; a swipe moves the dot by one itself.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
