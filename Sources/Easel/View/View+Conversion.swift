import EaselGraphics
import Foundation

/// Converting points and rectangles between views' coordinate spaces: through their
/// layers, as UIKit converts through Core Animation's layer tree.
extension View {
    /// Converts a point from this view's coordinates to another view's (the window's
    /// when `nil`), through every transform on the way, like `UIView.convert(_:to:)`.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from another view's coordinates (the window's when `nil`) to
    /// this view's, like `UIView.convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to another view's coordinates: the smallest rectangle
    /// holding it once transformed, like `UIView.convert(_:to:)`.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from another view's coordinates, like `UIView.convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// Maps this view's bounds coordinates to its superview's: the layer's anchor point
    /// (the bounds' center by default) goes to `center`, with `transform` applied about
    /// it, then the superview's layer's `sublayerTransform`.
    var transformToSuperview: Transform {
        let local = Layer.transformToSuperlayer(bounds: storedBounds, position: storedCenter,
                                                anchorPoint: layer.storedAnchorPoint, transform: storedTransform)
        return superview?.layer.placingSublayer(local) ?? local
    }
}
