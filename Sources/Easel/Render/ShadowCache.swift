import CCairo
import EaselGraphics
import Foundation

/// The shadows of one composite: for each shadowed view, its layer tree rendered over
/// its whole area and the blurred alpha of that, made once and used by every band.
@MainActor
final class ShadowCache {
    /// A shadowed view's layer tree and its shadow mask, in window pixels.
    struct Shadowed {
        /// Where the layer tree's bitmap goes, in window pixels.
        let box: CGRect
        let layerTree: Bitmap
        /// The blurred coverage, `reach` pixels larger than `box` on every side.
        let mask: AlphaMask
        let reach: Int
    }

    private let window: Window
    private var entries: [Key: Shadowed] = [:]

    /// A view, and where its device space sits relative to the window's: a shadowed
    /// view inside another is painted into that one's offscreen bitmap, whose device
    /// pixels are the window's moved by a whole number of pixels.
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let shiftX: Int
        let shiftY: Int
    }

    init(window: Window) { self.window = window }

    /// The Gaussian of a layer shadow: CALayer's `shadowRadius` is σ, in points (as
    /// design tools map it: a CSS blur of 2σ is a `shadowRadius` of σ), bounded in
    /// device pixels as every shadow is (`GraphicsContext.maximumShadowSigma`).
    static func sigma(ofRadius radius: CGFloat, scale: CGFloat) -> CGFloat {
        min(max(0, radius) * scale, GraphicsContext.maximumShadowSigma)
    }

    /// The view's shadowed rendering, made with `render` (given the view, the box in
    /// window pixels and `toDevice`, the view's transform to window pixels) the first
    /// time it is asked for; `nil` when empty.
    func shadowed(_ view: View, toDevice: Transform,
                  render: (View, CGRect, Transform) -> Bitmap) -> Shadowed? {
        let inWindow = view.presentedTransformToRoot.concatenating(Transform(scaleX: window.scale, y: window.scale))
        let shift = (x: Int((toDevice.tx - inWindow.tx).rounded()), y: Int((toDevice.ty - inWindow.ty).rounded()))
        let key = Key(view: ObjectIdentifier(view), shiftX: shift.x, shiftY: shift.y)
        if let entry = entries[key] { return entry }
        let shown = view.presented
        let sigma = Self.sigma(ofRadius: shown.shadowRadius, scale: window.scale)
        let reach = AlphaMask.blurReach(sigma: sigma)
        // Only what the window shows, or what casts a shadow into it, is rendered.
        let offset = shown.shadowOffset
        let margin = CGFloat(reach) + (Swift.max(Swift.abs(offset.width), Swift.abs(offset.height)) * window.scale).rounded(.up)
        let visible = CGRect(x: 0, y: 0, width: window.framebuffer.width, height: window.framebuffer.height)
            .insetBy(dx: -margin, dy: -margin)
        let box = window.pixelArea(ofSubtreeOf: view, includingOwnShadow: false).intersection(visible)
            .offsetBy(dx: CGFloat(shift.x), dy: CGFloat(shift.y))
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        let layerTree = render(view, box, toDevice)
        let mask = AlphaMask(width: layerTree.width + 2 * reach, height: layerTree.height + 2 * reach)
        let cairo = cairo_create(mask.surface)!
        cairo_set_source_surface(cairo, layerTree.surface, Double(reach), Double(reach))
        cairo_paint(cairo)
        cairo_destroy(cairo)
        mask.blur(sigma: sigma)
        let entry = Shadowed(box: box, layerTree: layerTree, mask: mask, reach: reach)
        entries[key] = entry
        return entry
    }
}
