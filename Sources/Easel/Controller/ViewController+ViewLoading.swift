import Foundation

/// Lazy loading of the root view, as `UIViewController.loadViewIfRequired` does it.
extension ViewController {
    /// The root view if it is loaded, without loading it, like
    /// `UIViewController.viewIfLoaded`.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view is loaded, like `UIViewController.isViewLoaded`.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded, like `UIViewController.loadViewIfNeeded()`.
    ///
    /// UIKit calls `viewDidLoad()` after `loadView()` whether or not `loadView()` set
    /// the view; when it did not, the view stays unloaded, so the next access of `view`
    /// calls both again. Easel does the same and reports each such load.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        Trace.record(TraceEvent("loadView", controller: traceName))
        loadView()
        if loadedView == nil {
            Trace.diagnostic("loadView() of \(traceName) did not set view; "
                             + "it is called again on the next access of view")
        }
        Trace.record(TraceEvent("viewDidLoad", controller: traceName))
        viewDidLoad()
    }

    // MARK: Layout callbacks (called by the root view's layout)

    func notifyWillLayoutSubviews() {
        callIsAppearingIfDue(inWindow: true)
        rootViewWillLayout()
        updateContentUnavailableConfigurationIfNeeded()
        Trace.record(TraceEvent("viewWillLayoutSubviews", controller: traceName))
        viewWillLayoutSubviews()
    }

    func notifyDidLayoutSubviews() {
        layoutContentUnavailableView()
        Trace.record(TraceEvent("viewDidLayoutSubviews", controller: traceName))
        viewDidLayoutSubviews()
    }
}
