import Foundation

/// What `Window(windowScene:)` asks of the scene it is given: the size of the scene's
/// screen. UIKit's `UIWindowScene` (in the `UIKit` module) is the one conforming class;
/// the initializer is declared here, in `Window`'s body, so that it can be designated
/// as it is in UIKit.
@preconcurrency @MainActor
public protocol _WindowScene: AnyObject {
    /// The size of the scene's screen in points.
    var _screenSize: CGSize { get }
}
