import EaselGraphics
import Foundation

/// Layers drawn in perspective (see `Layer+Projection`).
extension Compositor {
    /// Paints a layer whose placement takes perspective, as Core Animation flattens
    /// it: the layer is rendered apart in its own plane at the window's scale, as it
    /// would be drawn without perspective (background, content, sublayers, border,
    /// its shadow under it and its mask over it: they lie in its plane), then that
    /// image is mapped through `toDevice` (its plane to device pixels) into the tiles
    /// its projected quad meets, at its opacity.
    ///
    /// A one-sided layer showing its back, or a layer seen edge-on, paints nothing. A
    /// layer reaching behind the eye is clipped at the near plane (see
    /// `ProjectiveTransform.visiblePolygon(of:)`). A plane larger than the window's
    /// `PixelBudget` is not drawn, and reported.
    func renderProjected(_ layer: Layer, _ composited: CompositedLayer, in tiles: CompositorTiles,
                         toDevice: ProjectiveTransform, inheritedOpacity: CGFloat) {
        let box = window.ownPixelArea(ofLayerTree: layer)
        guard !box.isNull, !box.isEmpty, box.isNullOrFinite else { return }
        if let excess = window.pixelBudget.excess(width: Double(box.width), height: Double(box.height)) {
            return Diagnostics.report("\(layer.traceName): not drawn in perspective, its plane would be \(excess)")
        }
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
        let plane = renderPlane(of: layer, composited, box: box)
        targets.forEach { $0.draw(plane, projectedBy: bitmapToDevice, alpha: composited.alpha * inheritedOpacity) }
    }

    /// The layer drawn flat into a bitmap covering `box` (pixels of its own plane),
    /// shadow and mask included, without its opacity (the projection applies it).
    private func renderPlane(of layer: Layer, _ composited: CompositedLayer, box: CGRect) -> Bitmap {
        var shown = composited.presented ?? layer.presentedValues
        shown.alpha = 1
        let flat = CompositedLayer(presented: shown, alpha: 1, toSuperlayer: .identity,
                                   paintedArea: composited.paintedArea, traitEnvironment: nil)
        let bitmap = Bitmap(width: Int(box.width), height: Int(box.height))
        let canvas = CompositingCanvas(bitmap: bitmap)
        render(layer, flat, in: CompositorTiles(canvas),
               parentToDevice: Transform(a: window.scale, b: 0, c: 0, d: window.scale, tx: -box.minX, ty: -box.minY))
        canvas.finish()
        return bitmap
    }
}
