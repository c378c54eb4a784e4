import Foundation

/// Manages a view and its appearance, like `UIViewController`.
///
/// The view is loaded lazily: the first access of `view` calls `loadView()` and then
/// `viewDidLoad()`, once. Appearance and layout callbacks come in UIKit's order, and
/// each is written to the trace under the controller's trace name.
@MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// A controller whose view is not loaded yet.
    public override init() {}

    /// The controller's name in traces (its `accessibilityIdentifier`, else its type
    /// name, as for views).
    public var accessibilityIdentifier: String?

    /// The controller's title, like `UIViewController.title`.
    public var title: String?

    /// The name of this controller in traces.
    public var traceName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    /// The root view, loaded on first access, like `UIViewController.view`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it, like
    /// `UIViewController.viewIfLoaded`.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view is loaded, like `UIViewController.isViewLoaded`.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded, like `UIViewController.loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        Trace.record(TraceEvent("loadView", controller: traceName))
        loadView()
        guard loadedView != nil else { return }
        Trace.record(TraceEvent("viewDidLoad", controller: traceName))
        viewDidLoad()
    }

    // MARK: Override points

    /// Creates the root view, like `UIViewController.loadView()`; the base version
    /// makes a plain `View`. An override sets `view` without calling super.
    open func loadView() { view = View(frame: .zero) }

    /// Called once, after the view is loaded, like `UIViewController.viewDidLoad()`.
    open func viewDidLoad() {}
    /// Called before the view is added to a window, like `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was shown in a committed frame, like `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed, like `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed, like `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view's `layoutSubviews`, like `viewWillLayoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews`, like `viewDidLayoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Responder chain

    /// The next responder, like `UIViewController.next`: the superview of the
    /// controller's view (the window, for a window's root controller).
    open override var next: Responder? { viewIfLoaded?.superview }

    // MARK: Callback delivery (traced)

    private var appearingAnimated = false

    func beginAppearance(animated: Bool) {
        appearingAnimated = animated
        loadViewIfNeeded()
        Trace.record(TraceEvent("viewWillAppear", controller: traceName, animated: animated))
        viewWillAppear(animated)
    }

    func endAppearance() {
        Trace.record(TraceEvent("viewDidAppear", controller: traceName, animated: appearingAnimated))
        viewDidAppear(appearingAnimated)
    }

    func notifyWillLayoutSubviews() {
        Trace.record(TraceEvent("viewWillLayoutSubviews", controller: traceName))
        viewWillLayoutSubviews()
    }

    func notifyDidLayoutSubviews() {
        Trace.record(TraceEvent("viewDidLayoutSubviews", controller: traceName))
        viewDidLayoutSubviews()
    }
}
