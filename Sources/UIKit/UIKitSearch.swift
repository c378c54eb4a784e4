import Foundation

/// A controller that shows search results as the user types, like `UISearchController`;
/// the same class as Easel's `SearchController`.
public typealias UISearchController = SearchController

/// The object told to update search results, like `UISearchResultsUpdating`; the same
/// protocol as Easel's `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// The search controller's delegate, like `UISearchControllerDelegate`; the same
/// protocol as Easel's `SearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
