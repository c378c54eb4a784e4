import Foundation

/// What a controller shows in its containers' bars: its tab and its toolbar items.
extension ViewController {
    /// The nearest ancestor that is a tab bar controller, like
    /// `UIViewController.tabBarController`.
    public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }
}
