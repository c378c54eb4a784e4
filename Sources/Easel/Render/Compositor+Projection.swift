import EaselGraphics
import Foundation

/// Layers drawn in perspective (see `Layer+Projection`).
extension Compositor {
    /// Paints a layer whose placement takes perspective, as Core Animation flattens
    /// it: its tree (background, content, sublayers, border) is rendered apart in its
    /// own plane at the window's scale, then mapped through `toDevice` (its plane to
    /// device pixels) into the tiles its projected quad meets, at its opacity. A
    /// one-sided layer showing its back, or a layer seen edge-on, paints nothing.
    ///
    /// The layer's shadow and mask are not drawn in perspective.
    func renderProjected(_ layer: Layer, _ composited: CompositedLayer, in tiles: CompositorTiles,
                         toDevice: ProjectiveTransform) {
        let box = window.ownPixelArea(ofLayerTree: layer)
        guard !box.isNull, !box.isEmpty else { return }
        let scale = window.scale
        let bitmapToDevice = ProjectiveTransform(Transform(a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                                                           tx: box.minX / scale, ty: box.minY / scale))
            .concatenating(toDevice)
        let bitmapRect = CGRect(origin: .zero, size: box.size)
        let facing = bitmapToDevice.signedArea(of: bitmapRect)
        // Edge-on (within a millionth of a pixel), the plane covers no pixel.
        guard facing.magnitude > 1e-6, layer.storedIsDoubleSided || facing > 0,
              let quadBox = bitmapToDevice.boundingBox(of: bitmapRect) else { return }
        let targets = tiles.meeting(quadBox)
        guard !targets.isEmpty else { return }
        let shown = composited.presented ?? layer.presentedValues
        let bitmap = renderOffscreen(layer, shown, box: box, toDevice: Transform(scaleX: scale, y: scale))
        targets.forEach { $0.draw(bitmap, projectedBy: bitmapToDevice, alpha: composited.alpha) }
    }
}
