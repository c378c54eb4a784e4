import Foundation

/// The object a search controller asks to update its results, like
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the search becomes active (the search bar becomes the first
    /// responder or `isActive` is set), when the search bar's text changes by editing,
    /// and when a cancel clears it, like
    /// `UISearchResultsUpdating.updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
}
