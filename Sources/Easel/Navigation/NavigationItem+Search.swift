import Foundation

/// The search controller's place in the navigation bar.
extension NavigationItem {
    /// Where a navigation bar places the search bar, like
    /// `UINavigationItem.SearchBarPlacement`.
    public enum SearchBarPlacement: Int, Sendable {
        /// As the layout suits, like `.automatic`: on an iPhone with no toolbar to
        /// integrate into, stacked under the title.
        case automatic = 0
        /// On the trailing edge with the other content, like `.inline` (deprecated in
        /// iOS 26 for `.integrated`).
        case inline = 1
        /// Under the title, like `.stacked`: the search bar layout of iOS 11 to 15.
        case stacked = 2
        /// In the bar with the other content, on an iPhone in the toolbar, like
        /// `.integrated` (iOS 26).
        case integrated = 3
        /// As `.integrated`, centred in a regular-width bar, like `.integratedCentered`.
        case integratedCentered = 4
        /// As `.integrated`, shown as a button while inactive, like `.integratedButton`.
        case integratedButton = 5
    }

    /// Where the bar places the search bar, like `UINavigationItem.searchBarPlacement`:
    /// `.stacked`. Easel lays the search bar out stacked only; setting another
    /// preferred placement is reported in the trace and shown stacked.
    public var searchBarPlacement: SearchBarPlacement { .stacked }

    /// Reports a preferred placement Easel does not lay out.
    func notePreferredSearchBarPlacement() {
        guard preferredSearchBarPlacement != .automatic, preferredSearchBarPlacement != .stacked else { return }
        Trace.diagnostic("preferredSearchBarPlacement \(preferredSearchBarPlacement) is not modelled: "
                         + "the search bar is shown stacked under the title")
    }

    /// The search bar the bar shows under the title, when the item has a search
    /// controller.
    var stackedSearchBar: SearchBar? { searchController?.searchBar }

    /// The search controller became active or inactive: the bar shows or hides its
    /// title rows (`hidesNavigationBarDuringPresentation`) and the cancel button.
    func searchActivityDidChange() {
        largeTitleModeDidChange()
        stackedSearchBar?.setNeedsLayout()
    }
}
