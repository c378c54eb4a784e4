/// The controller classes a scene can create, by the names scenes write
/// (`class: NavigationController`).
public enum ControllerClass: String, CaseIterable, Sendable {
    /// `ViewController`, like `UIViewController`: shows its `view`.
    case viewController = "ViewController"
    /// `NavigationController`, like `UINavigationController`: shows the top of its `stack`.
    case navigationController = "NavigationController"
}
