import Foundation

/// A view controller's content-unavailable view (iOS 17), as UIKit shows it: over the
/// root view's content, filling it, updated in the layout pass.
extension ViewController {
    /// What the controller shows where its content is unavailable, like
    /// `UIViewController.contentUnavailableConfiguration`: a view made from it covers
    /// the root view, in front of its subviews, laid out with it; `nil` removes it.
    /// Setting a configuration the shown view supports updates that view.
    public var contentUnavailableConfiguration: ContentConfiguration? {
        get { contentUnavailableConfigurationStorage }
        set {
            contentUnavailableConfigurationStorage = newValue
            showContentUnavailableConfiguration()
        }
    }

    /// The state to update the configuration for, like
    /// `UIViewController.contentUnavailableConfigurationState`: the root view's traits
    /// and, while the navigation item's search controller is active, its search text.
    public var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        var state = ContentUnavailableConfigurationState(traitCollection: viewIfLoaded?.traitCollection ?? traitCollection)
        if let search = navigationItemStorage?.searchController, search.isActive {
            state.searchText = search.searchBar.text ?? ""
        }
        return state
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` in the next layout
    /// pass, like `UIViewController.setNeedsUpdateContentUnavailableConfiguration()`:
    /// it only marks; any number of calls give one update.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows the configuration in its view: makes the view, updates it, or removes it.
    private func showContentUnavailableConfiguration() {
        guard let view = viewIfLoaded else { return }
        guard let configuration = contentUnavailableConfigurationStorage else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let shown = contentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailableView?.removeFromSuperview()
            let made = configuration.makeContentView()
            made.frame = view.bounds
            contentUnavailableView = made
            view.addSubview(made)
        }
    }

    /// In the root view's layout, before `viewWillLayoutSubviews()`: the update asked
    /// for, if any (not a trace event: the first layout of every controller has one).
    func updateContentUnavailableConfigurationIfNeeded() {
        if needsContentUnavailableUpdate {
            needsContentUnavailableUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        // A configuration set before the view loaded shows now.
        if contentUnavailableConfigurationStorage != nil, contentUnavailableView == nil { showContentUnavailableConfiguration() }
    }

    /// In the root view's layout, after its `layoutSubviews()`: the content-unavailable
    /// view fills the root view, in front of its other subviews.
    func layoutContentUnavailableView() {
        guard let shown = contentUnavailableView, let view = viewIfLoaded, shown.superview === view else { return }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
        shown.frame = view.bounds
    }
}
