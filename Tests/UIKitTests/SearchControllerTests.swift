import EaselTesting
import Testing
import UIKit

/// `UISearchController` as iOS code sets it up: in the navigation item, its search bar
/// stacked under the (large) title; activation and dismissal call the delegate and
/// the results updater in UIKit's order; the results show under the search bar.
@MainActor
@Suite struct SearchControllerTests {
    /// Writes down what the search controller tells.
    @MainActor final class Recorder: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            log.append("update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    /// A list screen with a search controller in its navigation item, as iOS code
    /// writes it.
    final class CitiesController: UIViewController {
        let results = UIViewController()
        lazy var search = UISearchController(searchResultsController: results)
        let recorder = Recorder()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Cities"
            view.backgroundColor = .systemBackground
            results.view.backgroundColor = .systemYellow
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            search.searchBar.placeholder = "Search"
            navigationItem.searchController = search
            definesPresentationContext = true
        }
    }

    private func shown(largeTitles: Bool = true, width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3)
        -> (UIWindow, CitiesController, UINavigationController) {
        let cities = CitiesController()
        let navigation = UINavigationController(rootViewController: cities)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = UIWindow(size: CGSize(width: width, height: height), scale: scale)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (window, cities, navigation)
    }

    @Test func theSearchBarStacksUnderTheLargeTitleAndGrowsTheBarBy52Points() throws {
        let (window, cities, navigation) = shown()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44 + 52 + 52))
        #expect(cities.view.safeAreaInsets.top == 148, "the content starts under the search bar")
        let field = cities.search.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 96 + 8, width: 358, height: 36),
                "the field at the bar's 16-point margins, 8 points into the search row")
        #expect(cities.navigationItem.searchBarPlacement == .stacked && cities.search.searchBarPlacement == .stacked)
        #expect(UISearchController().searchBarPlacement == .automatic, "in no navigation item")
        #expect(cities.navigationItem.preferredSearchBarPlacement == .automatic)
        #expect(cities.navigationItem.hidesSearchBarWhenScrolling)
        withExtendedLifetime(window) {}
    }

    @Test func withoutLargeTitlesTheBarIs44PlusTheSearchRow() {
        let (window, cities, navigation) = shown(largeTitles: false)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(cities.view.safeAreaInsets.top == 96)
        withExtendedLifetime(window) {}
    }

    @Test func isActiveCallsTheDelegateAndUpdaterInUIKitsOrder() {
        let (window, cities, navigation) = shown()
        let search = cities.search
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation
                && search.automaticallyShowsCancelButton && !search.showsSearchResultsController)
        search.isActive = true
        #expect(search.isActive)
        #expect(cities.recorder.log == ["willPresent", "update \"\" active true"], "the rest after the commit")
        window.eventLoop.runUntilIdle()
        #expect(cities.recorder.log == ["willPresent", "update \"\" active true", "didPresent"])
        #expect(search.presentingViewController === cities, "presented by the controller that defines the context")
        #expect(search.searchBar.showsCancelButton)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 52),
                "the title rows hide: the search row alone")
        cities.recorder.log = []
        search.isActive = false
        #expect(!search.isActive)
        window.eventLoop.runUntilIdle()
        #expect(cities.recorder.log == ["willDismiss", "update \"\" active false", "didDismiss"])
        #expect(!search.searchBar.showsCancelButton && navigation.navigationBar.frame.height == 148)
    }

    @Test func tappingTheFieldActivatesTypingUpdatesAndCancelEnds() throws {
        let (window, cities, _) = shown()
        let search = cities.search
        window.scheduleTap(at: CGPoint(x: 100, y: 122))
        window.eventLoop.runUntilIdle()
        #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder)
        window.typeText("Os")
        window.eventLoop.runUntilIdle()
        #expect(cities.recorder.log == ["willPresent", "update \"\" active true", "didPresent",
                                        "update \"O\" active true", "update \"Os\" active true"])
        #expect(cities.contentUnavailableConfigurationState.searchText == "Os", "the state carries the search text")
        let results = try #require(cities.results.viewIfLoaded)
        #expect(!results.isHidden && results.convert(results.bounds, to: nil) == CGRect(x: 0, y: 52, width: 390, height: 792),
                "the results fill the screen under the search row once there is text")
        cities.recorder.log = []
        // "Cancel" ends 16 points from the trailing edge, on the field's midline.
        window.scheduleTap(at: CGPoint(x: 390 - 16 - 10, y: 26))
        window.eventLoop.runUntilIdle()
        #expect(cities.recorder.log == ["willDismiss", "update \"\" active false", "didDismiss"])
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.searchTextField.isFirstResponder)
    }

    @Test func aTapOnTheDimmingEndsTheSearch() {
        let (window, cities, _) = shown()
        cities.search.isActive = true
        window.eventLoop.runUntilIdle()
        cities.recorder.log = []
        window.scheduleTap(at: CGPoint(x: 200, y: 400))
        window.eventLoop.runUntilIdle()
        #expect(!cities.search.isActive)
        #expect(cities.recorder.log == ["willDismiss", "update \"\" active false", "didDismiss"])
    }

    @Test func theBarWithASearchFieldDrawsAsUIKits() throws {
        let (window, cities, _) = shown(width: 320, height: 400, scale: 2)
        let frame = try #require(window.lastFrame)
        assertSnapshot(of: frame.image, as: .image, named: "inactive")
        cities.search.isActive = true
        window.eventLoop.runUntilIdle()
        let active = try #require(window.lastFrame)
        assertSnapshot(of: active.image, as: .image, named: "active")
    }
}
