import Foundation

/// Where a scripted finger touches down (`tap: button`, `tap: [120, 300]`): at the
/// centre of a view, found when the touch happens (so a view that moved is touched
/// where it is), or at a point of the window, as `XCUIElement.tap()` and
/// `XCUICoordinate.tap()` aim.
public enum TouchTarget: Sendable, Equatable {
    /// The centre of the view with this id, in window coordinates at the moment of the touch.
    case view(String)
    /// A point in window coordinates.
    case point(CGPoint)
}
