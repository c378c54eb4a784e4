import Easel
import Foundation
import Testing

/// A navigation item's stacked search bar as the content scrolls: with
/// `hidesSearchBarWhenScrolling` its 52-point row collapses before the large title;
/// without, it stays and the large title collapses under it.
@MainActor
@Suite struct SearchBarScrollTests {
    func searchScreen(hidesSearchBar: Bool) -> (Window, NavigationController, ScrollView, SearchBar) {
        let content = ScrollController("cities", contentSize: CGSize(width: 390, height: 2000))
        content.title = "Cities"
        let search = SearchController(searchResultsController: nil)
        content.navigationItem.searchController = search
        content.navigationItem.hidesSearchBarWhenScrolling = hidesSearchBar
        let navigation = NavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        let window = phoneWindow(root: navigation)
        return (window, navigation, content.scrollView, search.searchBar)
    }

    /// The bar's height and the search bar's alpha at each offset.
    func scroll(_ offsets: [CGFloat], hidesSearchBar: Bool) -> [String] {
        let (window, navigation, scrollView, searchBar) = searchScreen(hidesSearchBar: hidesSearchBar)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(scrollView.contentOffset.y == -195, "the content starts under the search row")
        return offsets.map { offset in
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            window.eventLoop.runOnce()
            return "\(navigation.navigationBar.frame.height) \(searchBar.alpha)"
        }
    }

    @Test func theSearchRowCollapsesFirstThenTheLargeTitle() {
        #expect(scroll([-169, -143, -117, -91, 400, -215], hidesSearchBar: true)
                == ["122.0 0.5", "96.0 0.0", "70.0 0.0", "44.0 0.0", "44.0 0.0", "168.0 1.0"])
    }

    @Test func aSearchBarThatStaysLetsTheLargeTitleCollapseUnderIt() {
        #expect(scroll([-169, -143, -117, 400, -215], hidesSearchBar: false)
                == ["122.0 1.0", "96.0 1.0", "96.0 1.0", "96.0 1.0", "168.0 1.0"])
    }
}
