import EaselGraphics
import Foundation

/// Converting points and rectangles between views' coordinate spaces.
extension View {
    /// Converts a point from this view's coordinates to another view's (the window's
    /// when `nil`), through every transform on the way, like `UIView.convert(_:to:)`.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts a point from another view's coordinates (the window's when `nil`) to
    /// this view's, like `UIView.convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        point.applying(transform(from: view))
    }

    /// Converts a rectangle to another view's coordinates: the smallest rectangle
    /// holding it once transformed, like `UIView.convert(_:to:)`.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from another view's coordinates, like `UIView.convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        rect.applying(transform(from: view))
    }

    /// Maps this view's bounds coordinates to its superview's: the layer's anchor point
    /// (the bounds' center by default) goes to `center`, with `transform` applied about
    /// it, then the superview's layer's `sublayerTransform`.
    var transformToSuperview: Transform {
        let local = Layer.transformToSuperlayer(bounds: storedBounds, position: storedCenter,
                                                anchorPoint: layer.storedAnchorPoint, transform: storedTransform)
        return superview?.layer.placingSublayer(local) ?? local
    }

    /// Maps this view's coordinates to those of the root of its hierarchy (the window's).
    var transformToRoot: Transform {
        var result = Transform.identity
        var current: View? = self
        while let view = current, view.superview != nil {
            result = result.concatenating(view.transformToSuperview)
            current = view.superview
        }
        return result
    }

    private func transform(to view: View?) -> Transform {
        let toRoot = transformToRoot
        guard let view else { return toRoot }
        return toRoot.concatenating(view.transformToRoot.inverted())
    }

    private func transform(from view: View?) -> Transform {
        let fromRoot = transformToRoot.inverted()
        guard let view else { return fromRoot }
        return view.transformToRoot.concatenating(fromRoot)
    }
}
