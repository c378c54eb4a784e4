import EaselGraphics
import Foundation

/// `frame`, `bounds`, `center` and `transform`, and what changing them marks.
extension View {
    /// The view's own coordinate space, like `UIView.bounds`. A size change marks this
    /// view and its superview for layout, redraws when `contentMode` is `.redraw`, and
    /// resizes subviews by their autoresizing masks; an origin change scrolls the content.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue != storedBounds,
                  acceptsGeometry("bounds", newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height)
            else { return }
            let oldSize = storedBounds.size
            geometryWillChange()
            storedBounds = newValue
            if newValue.size != oldSize {
                layoutFrameDidChange()
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    /// The view's center in its superview's coordinates, like `UIView.center`. Moving
    /// a view marks no layout.
    public var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue != storedCenter, acceptsGeometry("center", newValue.x, newValue.y) else { return }
            geometryWillChange()
            storedCenter = newValue
            layoutFrameDidChange()
        }
    }

    /// The affine transform applied about the view's center, like `UIView.transform`.
    /// It changes `frame` but not `bounds`, and marks no layout.
    public var transform: Transform {
        get { storedTransform }
        set {
            guard newValue != storedTransform,
                  acceptsGeometry("transform", newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty)
            else { return }
            geometryWillChange()
            storedTransform = newValue
        }
    }

    /// The view's rectangle in its superview's coordinates, like `UIView.frame`: the
    /// smallest rectangle holding the transformed bounds. Setting it sets `center` and
    /// the size of `bounds` (with a transform set, UIKit leaves the result undefined;
    /// Easel sets the untransformed size). A rectangle of negative size is
    /// standardized, as CoreGraphics reads it; one that is not finite is ignored (see
    /// `View+InvalidGeometry`).
    public var frame: CGRect {
        get {
            Layer.frame(bounds: storedBounds, position: storedCenter, anchorPoint: layer.storedAnchorPoint,
                        transform: storedTransform)
        }
        set {
            guard acceptsGeometry("frame", newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height)
            else { return }
            // A negative size is read as CoreGraphics reads it: standardized.
            let frame = newValue.standardized
            let anchor = layer.storedAnchorPoint
            center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            bounds.size = frame.size
        }
    }

    /// Sets `center` and the size of `bounds` together, as layout places a view: what
    /// setting each does, with the old area damaged once.
    func setCenterAndBoundsSize(_ center: CGPoint, _ size: CGSize) {
        let oldSize = storedBounds.size
        guard center != storedCenter || size != oldSize,
              acceptsGeometry("frame", center.x, center.y, size.width, size.height) else { return }
        geometryWillChange()
        storedCenter = center
        storedBounds.size = size
        layoutFrameDidChange()
        if size != oldSize { boundsSizeDidChange(from: oldSize) }
    }

    /// Damages the view's current area before a geometry change and has the window
    /// damage its new area at the next commit.
    func geometryWillChange() {
        animatablePropertyWillChange()
        window?.geometryWillChange(of: self)
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        (self as? Window)?.sizeDidChange()
        setNeedsLayout()
        if let superview, !superview.isRunningLayoutSubviews { superview.setNeedsLayout() }
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews {
            for subview in subviews { subview.resize(withOldSuperviewSize: oldSize, newSize: storedBounds.size) }
        }
    }
}
