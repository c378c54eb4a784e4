/// The controller classes a scene can create, by the names scenes write
/// (`class: NavigationController`).
public enum ControllerClass: String, CaseIterable, Sendable {
    /// `ViewController`, like `UIViewController`: shows its `view`.
    case viewController = "ViewController"
    /// `NavigationController`, like `UINavigationController`: shows the top of its `stack`.
    case navigationController = "NavigationController"
    /// `TabBarController`, like `UITabBarController`: shows the selected one of its `tabs`.
    case tabBarController = "TabBarController"
    /// `AlertController`, like `UIAlertController`: an alert or action sheet with
    /// `message` and `actions`, presented over the controller that shows it.
    case alertController = "AlertController"
}
