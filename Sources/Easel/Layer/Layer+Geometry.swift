import EaselGraphics
import Foundation

/// Core Animation's geometry: `bounds`, `position`, `anchorPoint`, `transform` and the
/// `frame` derived from them. A view's layer reads and writes its view's geometry
/// (UIKit's `frame`, `center`, `bounds` and `transform` are the layer's).
extension Layer {
    /// The transform applied to the sublayers (a view's layer: to its subviews' layers
    /// too) about the anchor point, like `CALayer.sublayerTransform`.
    public var sublayerTransform: Transform3D {
        get { storedSublayerTransform }
        set {
            guard acceptsGeometry("sublayerTransform", newValue.rows.flatMap { $0 }) else { return }
            change(\.storedSublayerTransform, to: newValue, key: "sublayerTransform")
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

    func boundsSizeDidChange() {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
    }
}
