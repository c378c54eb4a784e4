import EaselGraphics
import Foundation

/// A controller that shows search results as the user types in its search bar, like
/// `UISearchController`.
///
/// Its `searchBar` goes where the app puts it: in a navigation bar through
/// `NavigationItem.searchController` (stacked under the title), or any view (a table's
/// header). A tap in the bar's field, or `isActive = true`, presents the search
/// controller over the presentation context (`.overCurrentContext`, from the controller
/// showing the bar; see `ViewController.definesPresentationContext`) unless the
/// delegate presents it itself. Its view lets touches through above the search bar's
/// bottom edge and, below it, shows the `searchResultsController`'s view while the
/// search text is not empty (or `showsSearchResultsController` is set), over a dimming
/// view while `obscuresBackgroundDuringPresentation`.
///
/// Order on activation: `willPresentSearchController`, the search controller's
/// `viewWillAppear`, `updateSearchResults(for:)`, and after the commit that shows it
/// `viewDidAppear` and `didPresentSearchController`. On deactivation (the cancel
/// button, a tap on the dimming view, `isActive = false`): `willDismissSearchController`,
/// `viewWillDisappear`, `updateSearchResults(for:)`, then after the commit
/// `viewDidDisappear` and `didDismissSearchController`. Every edit of the search text
/// calls `updateSearchResults(for:)` at once.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The controller showing the results, like `UISearchController.searchResultsController`;
    /// `nil` shows the results in the searched controller itself.
    public let searchResultsController: ViewController?

    /// The search bar, like `UISearchController.searchBar`.
    public let searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: SearchBar.height))

    /// The object told to update the results, like `searchResultsUpdater` (not retained).
    open weak var searchResultsUpdater: SearchResultsUpdating?

    /// The delegate, like `UISearchController.delegate` (not retained).
    open weak var delegate: SearchControllerDelegate?

    /// Whether a dimming view covers the searched content while the search is active,
    /// like `obscuresBackgroundDuringPresentation` (`true`).
    open var obscuresBackgroundDuringPresentation = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the navigation bar's title rows hide while the search is active (its
    /// search bar then rests at the bar's top), like
    /// `hidesNavigationBarDuringPresentation` (`true`).
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search bar shows its cancel button while the search is active, like
    /// `automaticallyShowsCancelButton` (`true`).
    open var automaticallyShowsCancelButton = true

    /// Whether the results controller's view shows while the search text is empty,
    /// like `showsSearchResultsController` (`false`: UIKit shows it once there is text).
    open var showsSearchResultsController = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The navigation item whose search controller this is (set by the item).
    weak var navigationItemHost: NavigationItem?

    /// Where the navigation bar places the search bar, like
    /// `UISearchController.searchBarPlacement`: its navigation item's placement, or
    /// `.automatic` while no navigation item holds this search controller.
    public var searchBarPlacement: NavigationItem.SearchBarPlacement {
        navigationItemHost?.searchBarPlacement ?? .automatic
    }

    private var active = false

    /// Whether the search is active, like `UISearchController.isActive`: setting it
    /// presents or dismisses the search controller (it reads the new value at once).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// A search controller showing its results in `searchResultsController`, like
    /// `UISearchController(searchResultsController:)`.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overCurrentContext
        searchBar.searchController = self
        searchBar.searchTextField.addAction(ControlAction { [unowned self] _ in
            if !active { isActive = true }
        }, for: .editingDidBegin)
        searchBar.searchTextField.addAction(ControlAction { [unowned self] _ in
            viewIfLoaded?.setNeedsLayout()
            navigationItemHost?.owner?.setNeedsUpdateContentUnavailableConfiguration()
            searchResultsUpdater?.updateSearchResults(for: self)
        }, for: .editingChanged)
    }

    /// A search controller showing results in the searched controller, like
    /// `UISearchController()`.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The controller that shows the search bar, which presents the search controller:
    /// the navigation item's controller, else the nearest controller above the bar.
    var searchingController: ViewController? {
        navigationItemHost?.owner
            ?? sequence(first: searchBar as View, next: \.superview).lazy.compactMap(\.owningViewController).first
    }

    private func activate() {
        guard let origin = searchingController, origin.viewIfLoaded?.window != nil else {
            return Trace.diagnostic("search controller \(traceName) activated while its search bar is not in a window")
        }
        active = true
        if let delegate { delegate.presentSearchController(self) } else { presentOverContext() }
    }

    /// Presents the search controller as UIKit does when its delegate does not: over
    /// the current context of the controller showing the search bar, in place.
    public func presentOverContext() {
        searchingController?.present(self, animated: true)
    }

    private func deactivate() {
        active = false
        _ = searchBar.searchTextField.resignFirstResponder()
        if presentingViewController != nil, !isBeingDismissed { dismiss(animated: true) }
    }

    /// The cancel button: UIKit clears the text and ends the search.
    func cancelButtonWasTapped() {
        searchBar.text = ""
        isActive = false
    }

    // MARK: Presentation

    open override func loadView() {
        let view = SearchPresentationView(controller: self)
        self.view = view
        if let results = searchResultsController {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
    }

    /// The search appears in place, as UIKit fades it in over the unmoved content.
    override var presentationSlides: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        searchWillChangeActivity(to: true, animated: animated)
        super.viewWillAppear(animated)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        delegate?.didPresentSearchController(self)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        searchWillChangeActivity(to: false, animated: animated)
        super.viewWillDisappear(animated)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The search begins or ends showing: the delegate hears it first, then the cancel
    /// button, the navigation bar and the searched controller's content-unavailable
    /// state follow.
    private func searchWillChangeActivity(to isActive: Bool, animated: Bool) {
        active = isActive
        if isActive { delegate?.willPresentSearchController(self) } else { delegate?.willDismissSearchController(self) }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(isActive, animated: animated) }
        navigationItemHost?.searchActivityDidChange()
        navigationItemHost?.owner?.setNeedsUpdateContentUnavailableConfiguration()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        delegate?.didDismissSearchController(self)
    }

    /// Whether the results controller's view shows: while there is search text, or
    /// always with `showsSearchResultsController`.
    var showsResults: Bool { showsSearchResultsController || !(searchBar.text ?? "").isEmpty }
}

/// The search controller's view: clear and letting touches through above the search
/// bar's bottom edge; below it, the dimming view and the results controller's view.
final class SearchPresentationView: View {
    /// The dimming over the searched content: black at 10 % (estimated, not documented).
    static let dimmingColor = Color.black.withAlphaComponent(0.1)

    unowned let controller: SearchController
    private let dimmingView = DimmingView(frame: .zero)

    init(controller: SearchController) {
        self.controller = controller
        super.init(frame: .zero)
        isOpaque = false
        dimmingView.backgroundColor = Self.dimmingColor
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Where the results go: below the search bar when it shows in the same window.
    var resultsFrame: CGRect {
        let bar = controller.searchBar
        guard bar.window != nil, bar.window === window else { return bounds }
        let top = min(max(bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: self).y, bounds.minY), bounds.maxY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = resultsFrame
        dimmingView.frame = frame
        dimmingView.isHidden = !controller.obscuresBackgroundDuringPresentation
        if let results = controller.searchResultsController?.viewIfLoaded {
            results.frame = frame
            results.isHidden = !controller.showsResults
        }
    }

    /// Touches pass through the clear part of the view (the bars above the results).
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// The dimming view: a tap on it ends the search, as in UIKit.
    private final class DimmingView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            (superview as? SearchPresentationView)?.controller.isActive = false
        }
    }
}
