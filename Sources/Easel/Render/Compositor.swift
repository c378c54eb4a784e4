import CCairo
import EaselGraphics
import Foundation

/// Paints the damaged pixels of a window from its view tree, as Core Animation's
/// render server composites layers: each view's background, content, subviews and
/// border, with its transform, corner radius, masking and group opacity.
///
/// Only the damaged rectangles are painted (cairo clips to them), and a view is
/// visited for painting only when its area meets them; a frame made this way is
/// pixel-identical to painting the whole window.
@MainActor
struct Compositor {
    let window: Window
    /// Shadowed layer trees rendered once for all the bands of one composite.
    private let shadows: ShadowCache

    init(window: Window) {
        self.window = window
        shadows = ShadowCache(window: window)
    }

    /// Repaints the bands of `framebuffer` that `rects` (window pixels) touch.
    ///
    /// The framebuffer is always painted in fixed bands of `bandHeight` full-width
    /// rows, through an image surface over each band's memory, never through a clip.
    /// cairo and pixman are not exact under translation (where an antialiased edge or
    /// a sampled image meets the pixels depends on the extents of the operation), so
    /// painting the same bands with the same extents is what makes a frame made by
    /// repainting only the damaged bands pixel-identical to a full redraw, which
    /// paints them all.
    func render(_ rects: [CGRect], into framebuffer: Bitmap) {
        cairo_surface_flush(framebuffer.surface)
        for band in Self.bands(touchedBy: rects, height: framebuffer.height) {
            paint(rows: band, of: framebuffer)
        }
        cairo_surface_mark_dirty(framebuffer.surface)
    }

    /// Rows per band (also the PNG frame encoder's unit of re-encoding).
    static let bandHeight = 32

    /// The bands that rectangles touch, in order, within `0..<height`.
    static func bands(touchedBy rects: [CGRect], height: Int) -> [Range<Int>] {
        var touched = Set<Int>()
        for rect in rects where !rect.isNull && !rect.isEmpty {
            let first = max(0, Int(rect.minY)) / bandHeight
            let last = (min(height, Int(rect.maxY.rounded(.up))) - 1) / bandHeight
            if first <= last { touched.formUnion(first...last) }
        }
        return touched.sorted().map { ($0 * bandHeight..<min(height, ($0 + 1) * bandHeight)) }
    }

    private func paint(rows: Range<Int>, of framebuffer: Bitmap) {
        let origin = (framebuffer.data + rows.lowerBound * framebuffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(
            origin, CAIRO_FORMAT_ARGB32, Int32(framebuffer.width), Int32(rows.count), Int32(framebuffer.bytesPerRow))
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        let cairo = cairo_create(surface)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        let band = CGRect(x: 0, y: CGFloat(rows.lowerBound), width: CGFloat(framebuffer.width), height: CGFloat(rows.count))
        render(window, cairo, cull: band, parentToDevice: Transform(scaleX: window.scale, y: window.scale))
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// Paints a view and its subtree where it meets `cull` (device pixels).
    /// `parentToDevice` maps the superview's coordinates to device pixels; culling is
    /// done with it before any cairo call, so views away from the damage cost a
    /// rectangle test.
    /// Views are painted with their presentation values (what their animations show
    /// at this frame).
    private func render(_ view: View, _ cairo: OpaquePointer, cull: CGRect, parentToDevice: Transform) {
        guard !view.isHidden else { return }
        let shown = view.presented
        guard shown.alpha > 0 else { return }
        let toDevice = shown.transformToSuperview.concatenating(parentToDevice)
        if shown.hasShadow(masksToBounds: view.layer.masksToBounds) {
            renderWithShadow(view, shown, cairo, cull: cull, toDevice: toDevice)
            return
        }
        // A view with empty bounds paints nothing of its own (and damages nothing).
        let paintsItself = !shown.bounds.isEmpty && shown.bounds.applying(toDevice).insetBy(dx: -1, dy: -1).intersects(cull)
        guard paintsItself || (!view.layer.masksToBounds && !view.subviews.isEmpty) else { return }
        let isGroup = shown.alpha < 1
        if isGroup { cairo_push_group(cairo) }
        paintLayerTree(of: view, shown, cairo, cull: cull, paintsItself: paintsItself, toDevice: toDevice)
        if isGroup {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, shown.alpha)
        }
    }

    /// The view's background, content, subviews and border, drawn in its coordinates
    /// through `toDevice`.
    private func paintLayerTree(of view: View, _ shown: AnimatableValues, _ cairo: OpaquePointer, cull: CGRect,
                                paintsItself: Bool, toDevice: Transform) {
        let layer = view.layer
        let radius = Self.clampedCornerRadius(shown.cornerRadius, shown.bounds)
        var matrix = Self.cairoMatrix(toDevice)
        cairo_set_matrix(cairo, &matrix)
        if paintsItself, let color = shown.backgroundColor, color.alpha > 0 {
            Self.addRoundedRect(shown.bounds, radius: radius, cairo)
            Self.setSource(color, cairo)
            cairo_fill(cairo)
        }
        if layer.masksToBounds {
            cairo_save(cairo)
            Self.addRoundedRect(shown.bounds, radius: radius, cairo)
            cairo_clip(cairo)
        }
        if paintsItself { paintContent(of: view, in: shown.bounds, cairo) }
        // Subviews set their own matrices; the border needs this one back.
        for subview in view.subviews { render(subview, cairo, cull: cull, parentToDevice: toDevice) }
        if layer.masksToBounds { cairo_restore(cairo) }
        if paintsItself, shown.borderWidth > 0 {
            cairo_set_matrix(cairo, &matrix)
            paintBorder(shown, radius: radius, cairo)
        }
    }

    /// A layer with a shadow, as Core Animation draws it: the shadow is the blurred
    /// alpha of everything the layer composites (background, content, sublayers,
    /// border), in `shadowColor` at `shadowOpacity`, moved by `shadowOffset`, under the
    /// layer; the layer's opacity applies to both. The layer tree is rendered once per
    /// composite over its whole area, so each band gets the same pixels.
    private func renderWithShadow(_ view: View, _ shown: AnimatableValues, _ cairo: OpaquePointer, cull: CGRect,
                                  toDevice: Transform) {
        guard let shadowed = shadows.shadowed(view, toDevice: toDevice, render: renderOffscreen) else { return }
        let offset = CGSize(width: shown.shadowOffset.width * window.scale, height: shown.shadowOffset.height * window.scale)
        let reach = CGFloat(shadowed.reach)
        let shadowBox = shadowed.box.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
        guard shadowed.box.union(shadowBox).intersects(cull) else { return }

        cairo_identity_matrix(cairo)
        let isGroup = shown.alpha < 1
        if isGroup { cairo_push_group(cairo) }
        let color = shown.shadowColor ?? .black
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * Double(shown.shadowOpacity))
        cairo_mask_surface(cairo, shadowed.mask.surface, shadowBox.minX, shadowBox.minY)
        cairo_set_source_surface(cairo, shadowed.layerTree.surface, shadowed.box.minX, shadowed.box.minY)
        cairo_paint(cairo)
        if isGroup {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, shown.alpha)
        }
    }

    /// Renders a view's layer tree (without its shadow or opacity) into a bitmap
    /// covering `box` (device pixels), the view mapped by `toDevice`.
    private func renderOffscreen(_ view: View, box: CGRect, toDevice: Transform) -> Bitmap {
        let bitmap = Bitmap(width: Int(box.width), height: Int(box.height))
        let offscreen = cairo_create(bitmap.surface)!
        paintLayerTree(of: view, view.presented, offscreen, cull: CGRect(origin: .zero, size: box.size), paintsItself: true,
                       toDevice: toDevice.concatenating(Transform(translationX: -box.minX, y: -box.minY)))
        cairo_destroy(offscreen)
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }

    /// The drawn backing store or the layer's contents image, placed by `contentMode`
    /// in the bounds shown.
    private func paintContent(of view: View, in bounds: CGRect, _ cairo: OpaquePointer) {
        let layer = view.layer
        let content: (bitmap: Bitmap, pointSize: CGSize, scale: CGFloat)
        if let store = layer.backingStore {
            content = (store.bitmap, store.pointSize, store.scale)
        } else if let image = layer.contents {
            content = (image.bitmap, image.size, image.scale)
        } else {
            return
        }
        guard content.pointSize.width > 0, content.pointSize.height > 0 else { return }
        let destination = view.contentMode.rect(forContentOfSize: content.pointSize, in: bounds)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cairo)
        cairo_translate(cairo, destination.minX, destination.minY)
        cairo_scale(cairo, destination.width / (content.pointSize.width * content.scale),
                    destination.height / (content.pointSize.height * content.scale))
        cairo_set_source_surface(cairo, content.bitmap.surface, 0, 0)
        // Layer contents are filtered linearly and clamp at their edges, like CALayer's.
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_paint(cairo)
    }

    /// The border, inside the bounds and above the content and subviews, as CALayer
    /// draws it.
    private func paintBorder(_ shown: AnimatableValues, radius: CGFloat, _ cairo: OpaquePointer) {
        guard shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 else { return }
        let width = min(shown.borderWidth, min(shown.bounds.width, shown.bounds.height) / 2)
        let inset = shown.bounds.insetBy(dx: width / 2, dy: width / 2)
        Self.addRoundedRect(inset, radius: max(0, radius - width / 2), cairo)
        Self.setSource(color, cairo)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    // MARK: Helpers

    /// Core Animation never rounds a corner by more than half the shorter side.
    static func clampedCornerRadius(_ radius: CGFloat, _ bounds: CGRect) -> CGFloat {
        max(0, min(radius, min(bounds.width, bounds.height) / 2))
    }

    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, _ cairo: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    static func setSource(_ color: Color, _ cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    static func cairoMatrix(_ t: Transform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}

