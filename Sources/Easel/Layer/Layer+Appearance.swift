import EaselGraphics
import Foundation

/// Opacity, visibility and background: a view's layer shows its view's `alpha`,
/// `isHidden` and `backgroundColor`; a standalone layer keeps its own.
extension Layer {
    /// The layer's name in traces and diagnostics: its `name`, its view's name, else
    /// its type name.
    var traceName: String { name ?? owningView?.traceName ?? TypeName.of(self) }

    /// Whether the layer casts a visible shadow with its model values (the compositor's
    /// test for layers without animations; animated ones read their presentation values).
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds }

    /// A compositing property changes: the area it covers before and after is damaged
    /// (a shadow or mask changes the area itself).
    func compositingWillChange() {
        animationStore?.modelDidChange()
        if let owningView {
            owningView.damageSubtreeArea()
        } else {
            damageLayerTree()
        }
    }

    /// The animatable compositing property `key` changed from `old`: the area it
    /// covers now is damaged and its action runs.
    func compositingDidChange(_ key: String, from old: Any?) {
        compositingWillChange()
        propertyDidChange(key, from: old)
    }

    /// The content (drawn or `contents`) or its placement changed.
    func contentDidChange() {
        animationStore?.modelDidChange()
        if let owningView { owningView.damageOwnArea() } else { damageLayerTree() }
    }

    /// The animatable values of a standalone layer, as the model holds them.
    var standaloneValues: AnimatableValues {
        AnimatableValues(center: storedPosition, bounds: storedBounds, transform: storedTransform.affineTransform,
                         alpha: CGFloat(storedOpacity), backgroundColor: storedBackgroundColor,
                         cornerRadius: cornerRadius, borderWidth: borderWidth, borderColor: borderColor,
                         shadowColor: shadowColor, shadowOpacity: CGFloat(shadowOpacity),
                         shadowOffset: shadowOffset, shadowRadius: shadowRadius, anchorPoint: storedAnchorPoint)
    }

    /// The values the current frame shows: a view's presented values, or a standalone
    /// layer's own, moved along by its animations.
    var presentedValues: AnimatableValues {
        if let owningView { return owningView.presented }
        return animationStore == nil ? standaloneValues : shownLayer.standaloneValues
    }

    /// The area the layer paints as the current frame shows it (see `paintedArea(of:)`).
    var presentedPaintedArea: CGRect {
        let shown = animationStore == nil ? self : shownLayer
        return shown.paintedArea(of: owningView?.presented.bounds ?? shown.storedBounds)
    }

    /// Maps the layer's coordinates to its superlayer's as shown on screen.
    var presentedTransformToSuperlayer: Transform {
        if let owningView { return owningView.presentedTransformToSuperview }
        guard animationStore != nil else { return transformToSuperlayer }
        let local = presentedValues.transformToSuperview
        return superlayer?.placingSublayer(local) ?? local
    }

    /// Maps the layer's coordinates to its superlayer's with the model values.
    var transformToSuperlayer: Transform {
        if let owningView { return owningView.transformToSuperview }
        let local = Self.transformToSuperlayer(bounds: storedBounds, position: storedPosition,
                                               anchorPoint: storedAnchorPoint,
                                               transform: storedTransform.affineTransform)
        return superlayer?.placingSublayer(local) ?? local
    }

    /// Whether every component of a geometry value is finite; reports the value when
    /// not (Core Animation raises `CALayerInvalidGeometry`).
    func acceptsGeometry(_ property: String, _ components: CGFloat...) -> Bool {
        acceptsGeometry(property, components)
    }

    func acceptsGeometry(_ property: String, _ components: [CGFloat]) -> Bool {
        guard components.allSatisfy(\.isFinite) else {
            View.reportInvalidGeometry(property, components, of: traceName)
            return false
        }
        return true
    }
}
