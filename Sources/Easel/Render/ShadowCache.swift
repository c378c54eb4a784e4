import EaselGraphics
import Foundation

/// The shadows of one composite: for each shadowed layer, its tree rendered over its
/// whole area and the blurred alpha of that (or of its `shadowPath`), made once and
/// used by every tile.
@MainActor
final class ShadowCache {
    /// A shadowed layer's tree and its shadow mask, in the pixels of its plane (the
    /// window's, or those of a layer drawn in perspective around it).
    struct Shadowed {
        /// Where the layer tree's bitmap goes, in device pixels.
        let box: CGRect
        let layerTree: Bitmap
        /// The blurred coverage, `reach` pixels larger than `box` on every side.
        let mask: AlphaMask
        let reach: Int
    }

    private let window: Window
    private var entries: [Key: Shadowed] = [:]

    /// A layer, where its device space sits relative to the window's (a shadowed layer
    /// inside another is painted into that one's offscreen bitmap, whose device pixels
    /// are the window's moved by a whole number of pixels), and the replicated copy's
    /// delay it shows its animations at.
    private struct Key: Hashable {
        let layer: ObjectIdentifier
        let shiftX: Int
        let shiftY: Int
        let delay: TimeInterval
    }

    init(window: Window) { self.window = window }

    /// The Gaussian of a layer shadow: CALayer's `shadowRadius` is σ, in points (as
    /// design tools map it: a CSS blur of 2σ is a `shadowRadius` of σ), bounded in
    /// device pixels as every shadow is (`GraphicsContext.maximumShadowSigma`).
    static func sigma(ofRadius radius: CGFloat, scale: CGFloat) -> CGFloat {
        min(max(0, radius) * scale, GraphicsContext.maximumShadowSigma)
    }

    /// The layer's shadowed rendering as `shown` (its presented values), made with
    /// `render` (given the layer, the box in window pixels and `toDevice`, the layer's
    /// transform to window pixels) the first time it is asked for; `nil` when empty.
    func shadowed(_ layer: Layer, _ shown: AnimatableValues, toDevice: Transform,
                  render: (Layer, CGRect, Transform) -> Bitmap) -> Shadowed? {
        let scaling = Transform(scaleX: window.scale, y: window.scale)
        // The plane the layer is drawn in: the window's, or that of a layer drawn in
        // perspective around it, rendered apart in its own pixels.
        let plane = layer.presentedPlane
        let inPlane = plane.transform.concatenating(scaling)
        let shift = (x: Int((toDevice.tx - inPlane.tx).rounded()), y: Int((toDevice.ty - inPlane.ty).rounded()))
        let key = Key(layer: ObjectIdentifier(layer), shiftX: shift.x, shiftY: shift.y, delay: InstanceDelay.seconds)
        if let entry = entries[key] { return entry }
        let sigma = Self.sigma(ofRadius: shown.shadowRadius, scale: window.scale)
        let reach = AlphaMask.blurReach(sigma: sigma)
        // Only what the window shows, or what casts a shadow into it, is rendered.
        let offset = shown.shadowOffset
        let margin = CGFloat(reach) + (Swift.max(Swift.abs(offset.width), Swift.abs(offset.height)) * window.scale).rounded(.up)
        let visible = (plane.root.map(window.ownPixelArea(ofLayerTree:))
            ?? CGRect(x: 0, y: 0, width: window.framebuffer.width, height: window.framebuffer.height))
            .insetBy(dx: -margin, dy: -margin)
        var area = window.layerTreeArea(of: layer, transform: plane.transform, includingOwnShadow: false)
        if let path = layer.shadowPath { area = area.union(window.pixelRect(covering: path.bounds, transform: plane.transform)) }
        // A shadow offset that is not a number, or a tree nowhere on screen (a path
        // through NaN, transforms whose product overflowed), casts no shadow.
        guard visible.isNullOrFinite, area.isNullOrFinite else { return nil }
        let box = area.intersection(visible).offsetBy(dx: CGFloat(shift.x), dy: CGFloat(shift.y))
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        let layerTree = render(layer, box, toDevice)
        let caster = layer.shadowPath.map { Self.fill($0, in: box, toDevice: toDevice) } ?? layerTree
        let mask = AlphaMask(coverageOf: caster, margin: reach)
        mask.blur(sigma: sigma)
        let entry = Shadowed(box: box, layerTree: layerTree, mask: mask, reach: reach)
        entries[key] = entry
        return entry
    }

    /// A shadow path filled opaque over `box` (device pixels), mapped by `toDevice`:
    /// the shape whose alpha Core Animation blurs for a layer with a `shadowPath`.
    private static func fill(_ path: BezierPath, in box: CGRect, toDevice: Transform) -> Bitmap {
        let bitmap = Bitmap(width: Int(box.width), height: Int(box.height))
        let context = GraphicsContext(bitmap: bitmap, scale: 1) { _ in }
        context.concatenate(toDevice.concatenating(Transform(translationX: -box.minX, y: -box.minY)))
        context.addPath(path)
        context.fillPath(using: path.usesEvenOddFillRule ? .evenOdd : .winding)
        context.invalidate()
        return bitmap
    }
}
