import Foundation

/// What a search bar asks and tells, like `UISearchBarDelegate`, and where it sits
/// (`position(for:)`, from `BarPositioningDelegate`). Every method is optional: the
/// defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol SearchBarDelegate: BarPositioningDelegate {
    /// Like `UISearchBarDelegate.searchBarShouldBeginEditing(_:)`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Like `UISearchBarDelegate.searchBarTextDidBeginEditing(_:)`.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Like `UISearchBarDelegate.searchBarShouldEndEditing(_:)`.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Like `UISearchBarDelegate.searchBarTextDidEndEditing(_:)`.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Like `UISearchBarDelegate.searchBar(_:shouldChangeTextIn:replacementText:)`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by editing, like `UISearchBarDelegate.searchBar(_:textDidChange:)`.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The keyboard's search (return) key was pressed, like
    /// `UISearchBarDelegate.searchBarSearchButtonClicked(_:)`.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was tapped, like `UISearchBarDelegate.searchBarCancelButtonClicked(_:)`.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped, like `UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)`.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The results list button was tapped, like
    /// `UISearchBarDelegate.searchBarResultsListButtonClicked(_:)`.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// A tap on the scope bar selected another button, like
    /// `UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)`.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
