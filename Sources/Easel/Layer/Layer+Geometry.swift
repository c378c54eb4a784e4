import EaselGraphics
import Foundation

/// Core Animation's geometry: `bounds`, `position`, `anchorPoint`, `transform` and the
/// `frame` derived from them. A view's layer reads and writes its view's geometry
/// (UIKit's `frame`, `center`, `bounds` and `transform` are the layer's).
extension Layer {
    /// The layer's own coordinate space, like `CALayer.bounds`. A size change marks the
    /// layer for layout and, with `needsDisplayOnBoundsChange`, for display.
    public var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let owningView { return owningView.bounds = newValue }
            guard acceptsGeometry("bounds", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            let oldSize = storedBounds.size
            change(\.storedBounds, to: newValue, key: "bounds")
            if newValue.size != oldSize { boundsSizeDidChange() }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates, like
    /// `CALayer.position` (a view's `center`).
    public var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let owningView { return owningView.center = newValue }
            guard acceptsGeometry("position", newValue.x, newValue.y) else { return }
            change(\.storedPosition, to: newValue, key: "position")
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and
    /// `transform` turns about, like `CALayer.anchorPoint` (default the center).
    /// Changing it keeps `position` and moves `frame`; for a view's layer it keeps the
    /// view's `center` and moves its `frame`, as in UIKit.
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard acceptsGeometry("anchorPoint", newValue.x, newValue.y) else { return }
            change(\.storedAnchorPoint, to: newValue, key: "anchorPoint")
        }
    }

    /// The transform applied about the anchor point, like `CALayer.transform`. Its
    /// affine part is composited (see `Transform3D`); a view's layer holds the view's
    /// `transform`, and setting it sets the view's to the affine part.
    public var transform: Transform3D {
        get { owningView.map { Transform3D($0.transform) } ?? storedTransform }
        set {
            guard acceptsGeometry("transform", newValue.rows.flatMap { $0 }) else { return }
            if let owningView { return owningView.transform = newValue.affineTransform }
            change(\.storedTransform, to: newValue, key: "transform")
        }
    }

    /// The affine part of `transform`, like `CALayer.affineTransform()`.
    public func affineTransform() -> Transform { transform.affineTransform }

    /// Sets `transform` to an affine transform, like `CALayer.setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: Transform) { self.transform = Transform3D(transform) }

    /// The transform applied to the sublayers (a view's layer: to its subviews' layers
    /// too) about the anchor point, like `CALayer.sublayerTransform`.
    public var sublayerTransform: Transform3D {
        get { storedSublayerTransform }
        set {
            guard acceptsGeometry("sublayerTransform", newValue.rows.flatMap { $0 }) else { return }
            change(\.storedSublayerTransform, to: newValue, key: "sublayerTransform")
        }
    }

    /// The layer's place among its siblings, like `CALayer.zPosition`: sublayers are
    /// painted in order of `zPosition`, those with equal values in `sublayers` order.
    public var zPosition: CGFloat {
        get { storedZPosition }
        set {
            guard acceptsGeometry("zPosition", newValue) else { return }
            change(\.storedZPosition, to: newValue, key: "zPosition")
        }
    }

    /// The rectangle holding the transformed bounds in the superlayer's coordinates,
    /// like `CALayer.frame`. Setting it sets `position` (through the anchor point) and
    /// the size of `bounds`; a rectangle of negative size is standardized.
    public var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return Self.frame(bounds: storedBounds, position: storedPosition, anchorPoint: storedAnchorPoint,
                              transform: storedTransform.affineTransform)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            guard acceptsGeometry("frame", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            let frame = newValue.standardized
            position = CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width,
                               y: frame.minY + storedAnchorPoint.y * frame.height)
            bounds.size = frame.size
        }
    }

    /// The rectangle holding `bounds` placed by `position`, `anchorPoint` and `transform`.
    nonisolated static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: Transform) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        return (transform.isIdentity ? local : local.applying(transform)).offsetBy(dx: position.x, dy: position.y)
    }

    /// Maps the coordinates of a layer with these values to its superlayer's: the
    /// anchor point goes to `position`, with `transform` applied about it.
    nonisolated static func transformToSuperlayer(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint,
                                      transform: Transform) -> Transform {
        let toAnchor = Transform(translationX: -(bounds.minX + anchorPoint.x * bounds.width),
                                 y: -(bounds.minY + anchorPoint.y * bounds.height))
        let toPosition = Transform(translationX: position.x, y: position.y)
        return transform.isIdentity
            ? toAnchor.concatenating(toPosition)
            : toAnchor.concatenating(transform).concatenating(toPosition)
    }

    /// `toSuperlayer` (a sublayer's mapping into this layer) followed by this layer's
    /// `sublayerTransform`, applied about its anchor point.
    func placingSublayer(_ toSuperlayer: Transform) -> Transform {
        guard !sublayerTransformIsIdentity else { return toSuperlayer }
        let bounds = self.bounds
        let anchor = CGPoint(x: bounds.minX + storedAnchorPoint.x * bounds.width,
                             y: bounds.minY + storedAnchorPoint.y * bounds.height)
        return toSuperlayer
            .concatenating(Transform(translationX: -anchor.x, y: -anchor.y))
            .concatenating(storedSublayerTransform.affineTransform)
            .concatenating(Transform(translationX: anchor.x, y: anchor.y))
    }

    /// Sets a stored value, damaging what the layer shows before and after the change,
    /// and runs the action for `key` (an implicit animation).
    func change<Value: Equatable>(_ property: ReferenceWritableKeyPath<Layer, Value>, to value: Value,
                                  key: String? = nil) {
        let old = self[keyPath: property]
        guard old != value else { return }
        if let owningView {
            // Only the anchor point, sublayer transform and z position of a view's layer are
            // stored here; each moves what the view shows as a geometry change does (the
            // window's own layer has no superview to damage its new area: it is damaged now).
            owningView.geometryWillChange()
            self[keyPath: property] = value
            if owningView.superview == nil { owningView.damageSubtreeArea() }
        } else {
            damageLayerTree()
            self[keyPath: property] = value
            animationStore?.modelDidChange()
            damageLayerTree()
        }
        if let key { propertyDidChange(key, from: old) }
    }

    private func boundsSizeDidChange() {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
    }
}
