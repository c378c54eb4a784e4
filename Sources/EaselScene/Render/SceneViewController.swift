import Easel

/// A scene's `ViewController`: its `loadView()` hands over the view tree the scene
/// built for it (built up front, so that events can set its views before it shows,
/// as app code may set up a controller's views before presenting it). Loading stays
/// lazy, so `loadView` and `viewDidLoad` come when UIKit would call them.
@MainActor
final class SceneViewController: ViewController {
    private let sceneView: View?

    /// A controller that shows `view`, or an empty `View` as `UIViewController`'s
    /// `loadView()` makes when `view` is `nil`.
    init(view: View?) {
        sceneView = view
        super.init(nibName: nil, bundle: nil)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        if let sceneView { view = sceneView } else { super.loadView() }
    }
}
