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
            let old = storedBounds
            geometryWillChange()
            storedBounds = newValue
            if newValue.size != old.size {
                layoutFrameDidChange()
                boundsSizeDidChange(from: old.size)
            }
            boundsDidChange(from: old)
            geometryKeyValuesDidChange(center: storedCenter, bounds: old)
        }
    }

    /// The view's center in its superview's coordinates, like `UIView.center`. Moving
    /// a view marks no layout.
    public var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue != storedCenter, acceptsGeometry("center", newValue.x, newValue.y) else { return }
            let old = storedCenter
            geometryWillChange()
            storedCenter = newValue
            layoutFrameDidChange()
            layerPropertyDidChange("position", from: old)
            geometryKeyValuesDidChange(center: old, bounds: storedBounds)
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
            let old = storedTransform
            geometryWillChange()
            storedTransform = newValue
            layerPropertyDidChange("transform", from: Transform3D(old))
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
            let (oldCenter, oldBounds) = (storedCenter, storedBounds)
            keyValueObservers?.pausedDepth += 1
            center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            bounds.size = frame.size
            keyValueObservers?.pausedDepth -= 1
            geometryKeyValuesDidChange(center: oldCenter, bounds: oldBounds)
        }
    }

    /// Sets `center` and the size of `bounds` together, as layout places a view: what
    /// setting each does, with the old area damaged once.
    func setCenterAndBoundsSize(_ center: CGPoint, _ size: CGSize) {
        let (oldCenter, oldBounds) = (storedCenter, storedBounds)
        guard center != oldCenter || size != oldBounds.size,
              acceptsGeometry("frame", center.x, center.y, size.width, size.height) else { return }
        geometryWillChange()
        storedCenter = center
        storedBounds.size = size
        layoutFrameDidChange()
        if size != oldBounds.size { boundsSizeDidChange(from: oldBounds.size) }
        if center != oldCenter { layerPropertyDidChange("position", from: oldCenter) }
        boundsDidChange(from: oldBounds)
        geometryKeyValuesDidChange(center: oldCenter, bounds: oldBounds)
    }

    /// Tells key-value observers what changed of `center`, `bounds`, `frame` and (for a
    /// scroll view) `contentOffset` since they were `center` and `bounds`.
    private func geometryKeyValuesDidChange(center oldCenter: CGPoint, bounds oldBounds: CGRect) {
        guard keyValueObservers?.entries.isEmpty == false else { return }
        if storedCenter != oldCenter { keyValueDidChange("center", from: oldCenter) }
        if storedBounds != oldBounds { keyValueDidChange("bounds", from: oldBounds) }
        let oldFrame = Layer.frame(bounds: oldBounds, position: oldCenter, anchorPoint: layer.storedAnchorPoint,
                                   transform: storedTransform)
        if frame != oldFrame { keyValueDidChange("frame", from: oldFrame) }
        if storedBounds.origin != oldBounds.origin, self is ScrollView { keyValueDidChange("contentOffset", from: oldBounds.origin) }
    }

    /// Damages the view's current area before a geometry change and has the window
    /// damage its new area at the next commit.
    func geometryWillChange() {
        layer.animationStore?.modelDidChange()
        window?.geometryWillChange(of: self)
    }

    /// Runs the layer's actions for the parts of the bounds that changed, under UIKit's
    /// keys (`bounds.origin`, `bounds.size`: each animates additively).
    private func boundsDidChange(from old: CGRect) {
        if storedBounds.origin != old.origin { layerPropertyDidChange("bounds.origin", from: old.origin) }
        if storedBounds.size != old.size { layerPropertyDidChange("bounds.size", from: old.size) }
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
