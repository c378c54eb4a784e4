import Foundation

/// Groups: what is painted between `beginGroup()` and an `endGroup` is painted apart,
/// then put on the pixels below as a whole, as Core Animation composites a layer with
/// an opacity, a replicated copy with a colour, or a layer with a `mask`.
extension CompositingCanvas {
    /// Starts a group: what follows, up to the matching `endGroup`, is painted apart
    /// from the pixels already there.
    package func beginGroup() { LayerGroup.begin(cairo) }

    /// Ends the group begun last and paints it at `alpha` (a layer's `opacity`).
    package func endGroup(alpha: CGFloat) { LayerGroup.end(cairo, alpha: alpha) }

    /// Ends the group begun last and paints it with each premultiplied channel
    /// multiplied by `color`'s, as a replicator tints a copy by its instance colour.
    package func endGroup(multipliedBy color: Color) { LayerGroup.end(cairo, multipliedBy: color) }

    /// Ends the group begun last and paints it through the alpha of what `paintMask`
    /// paints into the canvas (apart), as a layer is shown through its `mask`.
    package func endGroup(maskedBy paintMask: () -> Void) { LayerGroup.end(cairo, maskedBy: paintMask) }
}
