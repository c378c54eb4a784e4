import Foundation

/// What a search controller tells as it shows and hides its results, like
/// `UISearchControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: NSObjectProtocol {
    /// Presents the search controller, like
    /// `UISearchControllerDelegate.presentSearchController(_:)`. An implementation
    /// takes the presentation over (UIKit's "if you implement this method, you are
    /// responsible for presenting"); the default presents as UIKit does without one,
    /// over the presentation context (see `SearchController.presentOverContext()`).
    func presentSearchController(_ searchController: SearchController)
    /// Like `UISearchControllerDelegate.willPresentSearchController(_:)`.
    func willPresentSearchController(_ searchController: SearchController)
    /// Like `UISearchControllerDelegate.didPresentSearchController(_:)`: after the
    /// commit that shows the results.
    func didPresentSearchController(_ searchController: SearchController)
    /// Like `UISearchControllerDelegate.willDismissSearchController(_:)`.
    func willDismissSearchController(_ searchController: SearchController)
    /// Like `UISearchControllerDelegate.didDismissSearchController(_:)`: after the
    /// commit that shows the results gone.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    public func presentSearchController(_ searchController: SearchController) { searchController.presentOverContext() }
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
}
