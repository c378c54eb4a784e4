import Foundation

/// A storyboard's controllers, like `UIStoryboard`. Interface Builder's storyboards do
/// not exist on Linux (Xcode compiles them into an Apple-only archive format), so a
/// storyboard here has no controllers: each request is reported, and answered as
/// closely as UIKit's types allow (no initial controller; a plain controller for an
/// identifier, where iOS raises for an identifier it does not find). Make the
/// controllers in code.
@preconcurrency @MainActor
public final class Storyboard {
    /// The storyboard's name, as it was given.
    public let name: String

    /// The storyboard `name` in `bundle`, like `UIStoryboard(name:bundle:)`.
    public nonisolated init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }

    /// The storyboard's initial controller, like
    /// `UIStoryboard.instantiateInitialViewController()`: none, reported.
    public func instantiateInitialViewController() -> ViewController? {
        report("has no initial view controller")
        return nil
    }

    /// The controller with `identifier`, like
    /// `UIStoryboard.instantiateViewController(withIdentifier:)`: a plain
    /// `ViewController`, reported (iOS raises for an identifier its storyboard lacks;
    /// here every identifier is one).
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        report("has no view controller \"\(identifier)\"; a plain UIViewController stands in")
        return ViewController()
    }

    private func report(_ what: String) {
        Diagnostics.report("storyboard \"\(name)\" \(what): nibs and storyboards do not exist on Linux; make its controllers in code")
    }
}
