import EaselGraphics
import Foundation

/// What setting `frame`, `bounds`, `center` and `transform` (declared open in `View`)
/// does, and how layout places a view.
extension View {
    func setBounds(_ newValue: CGRect) {
        guard newValue != storedBounds,
              acceptsGeometry("bounds", newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height)
        else { return }
        if isBeingPlaced { return storedBounds = newValue }
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

    func setCenter(_ newValue: CGPoint) {
        guard newValue != storedCenter, acceptsGeometry("center", newValue.x, newValue.y) else { return }
        if isBeingPlaced { return storedCenter = newValue }
        let old = storedCenter
        geometryWillChange()
        storedCenter = newValue
        layoutFrameDidChange()
        layerPropertyDidChange("position", from: old)
        geometryKeyValuesDidChange(center: old, bounds: storedBounds)
    }

    func setTransform(_ newValue: Transform) {
        guard newValue != storedTransform,
              acceptsGeometry("transform", newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty)
        else { return }
        let old = storedTransform
        geometryWillChange()
        storedTransform = newValue
        layerPropertyDidChange("transform", from: Transform3D(old))
    }

    /// The frame the stored geometry gives.
    var frameOfGeometry: CGRect {
        Layer.frame(bounds: storedBounds, position: storedCenter, anchorPoint: layer.storedAnchorPoint, transform: storedTransform)
    }

    func setFrame(_ newValue: CGRect) {
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

    /// Sets `center` and the size of `bounds` together, as layout places a view: what
    /// setting each does, with the old area damaged once. Both go through the
    /// properties, so a subclass's overrides see them, as UIKit's do.
    func setCenterAndBoundsSize(_ center: CGPoint, _ size: CGSize) {
        let (oldCenter, oldBounds) = (storedCenter, storedBounds)
        guard center != oldCenter || size != oldBounds.size,
              acceptsGeometry("frame", center.x, center.y, size.width, size.height) else { return }
        geometryWillChange()
        isBeingPlaced = true
        if center != oldCenter { self.center = center }
        if size != oldBounds.size { bounds = CGRect(origin: storedBounds.origin, size: size) }
        isBeingPlaced = false
        guard storedCenter != oldCenter || storedBounds != oldBounds else { return }
        layoutFrameDidChange()
        if storedBounds.size != oldBounds.size { boundsSizeDidChange(from: oldBounds.size) }
        if storedCenter != oldCenter { layerPropertyDidChange("position", from: oldCenter) }
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
        guard let window else { return damageMaskedView() }
        window.geometryWillChange(of: self)
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
