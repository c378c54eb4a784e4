/// A timeline event that changes which controllers are shown, as app code would call
/// UIKit's navigation and presentation methods. Each is animated unless the scene
/// says `animated: false`, as in UIKit's calls written with `animated: true`.
public enum SceneNavigation: Sendable {
    /// `push: detail`: `pushViewController(_:animated:)` of the controller (one of the
    /// scene's `controllers`) onto the navigation controller `onto`.
    case push(controllerID: String, onto: String, animated: Bool)
    /// `pop: nav`: `popViewController(animated:)` of that navigation controller.
    case pop(navigationID: String, animated: Bool)
    /// `present: sheet`: `present(_:animated:completion:)` of the controller (one of
    /// the scene's `controllers`) by `from` (the top-level controller when `nil`).
    case present(controllerID: String, from: String?, animated: Bool)
    /// `dismiss: sheet`: `dismiss(animated:completion:)` called on that controller.
    case dismiss(controllerID: String, animated: Bool)
}
