import Foundation

/// A space points and rectangles can be converted between, like `UICoordinateSpace`:
/// every view is one (its bounds' coordinates), and so is a screen. Code that takes
/// "some coordinate space" (a view or the screen) takes this.
@preconcurrency @MainActor
public protocol CoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates, like `UICoordinateSpace.bounds`.
    var bounds: CGRect { get }
    /// Converts a point from this space to another, like
    /// `UICoordinateSpace.convert(_:to:)`.
    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
    /// Converts a point from another space to this one, like
    /// `UICoordinateSpace.convert(_:from:)`.
    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to another, like
    /// `UICoordinateSpace.convert(_:to:)`.
    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
    /// Converts a rectangle from another space to this one, like
    /// `UICoordinateSpace.convert(_:from:)`.
    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
}

/// A view's coordinates are its bounds'. Between two views the conversion is the
/// view-to-view one (through every transform; `convert(_:to:)` with a view calls these,
/// which call the overridable `View?` forms); to or from another kind of space the
/// view asks that space, which converts from or to the view (a screen does it through
/// the view's window).
extension View: CoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, to: view as View?) }
        return coordinateSpace.convert(point, from: self)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, from: view as View?) }
        return coordinateSpace.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? View { return convert(rect, to: view as View?) }
        return coordinateSpace.convert(rect, from: self)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? View { return convert(rect, from: view as View?) }
        return coordinateSpace.convert(rect, to: self)
    }
}
