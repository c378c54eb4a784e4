import EaselGraphics
import Foundation

/// What the compositor reads of a layer for one composite, read in one go: a view's
/// layer reads its view once, not once per property.
///
/// Reading a view's layer property by property goes through the layer's back-pointer
/// to its view each time, with the reference counting that comes with it; over the
/// thousand undamaged layers of a commit that costs more than the rest of the walk.
struct CompositedLayer {
    /// What animations make the layer show this frame, computed once per frame (they
    /// are costly: every running animation is sampled); `nil` when none runs, and the
    /// model values are what it shows.
    let presented: AnimatableValues?
    /// The layer's opacity as shown.
    let alpha: CGFloat
    /// Maps the layer's coordinates to its superlayer's, as shown.
    let toSuperlayer: Transform
    /// The area its own drawing may cover (a shape's stroke may leave the bounds), in
    /// its coordinates, as shown.
    let paintedArea: CGRect
    /// The view whose traits the layer's tree resolves its dynamic colors against, when
    /// they may differ from its superlayer's (see `View.startsTraitEnvironment`).
    let traitEnvironment: View?
    /// How the layer maps into its superlayer's plane when that takes perspective (see
    /// `Layer.projection(in:)`); `toSuperlayer` is then unused.
    var projection: ProjectiveTransform? = nil
}

extension Layer {
    /// The layer as the compositor shows it this frame, a sublayer of `superlayer`;
    /// `nil` when it shows nothing (hidden, or fully transparent).
    func composited(in superlayer: Layer?) -> CompositedLayer? {
        let shown: (presented: AnimatableValues?, alpha: CGFloat, local: Transform, bounds: CGRect)
        var traitEnvironment: View?
        if let view = owningView {
            guard !view.isHidden else { return nil }
            if view.startsTraitEnvironment { traitEnvironment = view }
            if animationStore == nil {
                shown = (nil, view.alpha,
                         Self.transformToSuperlayer(bounds: view.storedBounds, position: view.storedCenter,
                                                    anchorPoint: storedAnchorPoint, transform: view.storedTransform),
                         view.storedBounds)
            } else {
                let presented = view.presented
                shown = (presented, presented.alpha, presented.transformToSuperview, presented.bounds)
            }
        } else if animationStore != nil {
            // A standalone layer's animations: its presentation copy for this frame.
            let presented = shownLayer
            guard !presented.storedIsHidden else { return nil }
            let values = presented.standaloneValues
            guard values.alpha > 0 else { return nil }
            return CompositedLayer(presented: values, alpha: values.alpha,
                                   toSuperlayer: superlayer?.placingSublayer(values.transformToSuperview)
                                       ?? values.transformToSuperview,
                                   paintedArea: presented.paintedArea(of: values.bounds), traitEnvironment: nil,
                                   projection: presented.projection(in: superlayer))
        } else {
            guard !storedIsHidden else { return nil }
            shown = (nil, CGFloat(storedOpacity),
                     Self.transformToSuperlayer(bounds: storedBounds, position: storedPosition,
                                                anchorPoint: storedAnchorPoint, transform: storedTransform.affineTransform),
                     storedBounds)
        }
        guard shown.alpha > 0 else { return nil }
        return CompositedLayer(presented: shown.presented, alpha: shown.alpha,
                               toSuperlayer: superlayer?.placingSublayer(shown.local) ?? shown.local,
                               paintedArea: paintedArea(of: shown.bounds), traitEnvironment: traitEnvironment,
                               projection: projection(in: superlayer))
    }
}
