import EaselGraphics
import Foundation

/// The device pixels a layer's tree painted in one composite, kept with the layer for
/// the next ones: a composite skips the layer unread when that area misses every tile
/// it repaints, so the walk of a thousand layers away from a small damage costs a
/// rectangle test each rather than the reading and mapping of each layer.
///
/// An area is kept only for a layer whose tree paints within its own painted area, and
/// whose area follows from its own model values and the mapping it is placed by: a
/// standalone layer without animations, a mask or a shadow, with no sublayers or
/// masking to its bounds, placed by its superlayer without a `sublayerTransform` or
/// perspective. It holds while the layer's `changeCount` and the mapping of its
/// superlayer to device pixels stay the same.
struct CompositedArea {
    /// The layer's `changeCount` when the area was found.
    let changeCount: Int
    /// The mapping of the superlayer's coordinates to device pixels it was found under.
    let parentToDevice: Transform
    /// The device pixels the layer's tree may paint (see `Compositor.deviceBox`).
    let box: CGRect
}

extension Layer {
    /// Whether a kept area can tell where the layer's tree paints as a sublayer of
    /// `superlayer`: what this checks can change without a change of the layer's count
    /// (its animations, mask and sublayers, its superlayer's `sublayerTransform`).
    func keepsCompositedArea(in superlayer: Layer?) -> Bool {
        owningView == nil && animationStore == nil && storedMask == nil
            && (storedSublayers.isEmpty || masksToBounds) && (superlayer?.sublayerTransformIsIdentity ?? true)
    }

    /// The kept device pixels of the layer's tree, when they still hold under
    /// `parentToDevice`.
    func keptCompositedArea(under parentToDevice: Transform) -> CGRect? {
        guard let area = compositedArea, area.changeCount == changeCount, area.parentToDevice == parentToDevice else {
            return nil
        }
        return area.box
    }
}
