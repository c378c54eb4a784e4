@_implementationOnly import CCairo
import EaselGraphics
import Foundation

/// Paints the damaged pixels of a window from its layer tree, as Core Animation's
/// render server composites layers: each layer's background, content, sublayers (its
/// subviews' layers and standalone layers alike, by `zPosition`) and border, with its
/// transform, corner radius, masking, shadow and group opacity.
///
/// Only the damaged rectangles are painted (cairo clips to them), and a layer is
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
        let bands = Self.bands(touchedBy: rects, height: framebuffer.height).map { Band(rows: $0, of: framebuffer) }
        if !bands.isEmpty {
            render(window.layer, in: bands, parentToDevice: Transform(scaleX: window.scale, y: window.scale),
                   superlayer: nil)
        }
        for band in bands { band.finish() }
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

    /// A band being repainted: a cleared image surface over its rows of the
    /// framebuffer, with device coordinates in window pixels.
    private struct Band {
        let cairo: OpaquePointer
        /// The band's pixels, in device coordinates.
        let area: CGRect
        /// The surface over the framebuffer's rows; `nil` for an offscreen band, whose
        /// surface and context belong to the caller.
        private let surface: OpaquePointer?

        init(rows: Range<Int>, of framebuffer: Bitmap) {
            let origin = (framebuffer.data + rows.lowerBound * framebuffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            surface = cairo_image_surface_create_for_data(
                origin, CAIRO_FORMAT_ARGB32, Int32(framebuffer.width), Int32(rows.count), Int32(framebuffer.bytesPerRow))
            cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
            cairo = cairo_create(surface)!
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            area = CGRect(x: 0, y: CGFloat(rows.lowerBound), width: CGFloat(framebuffer.width), height: CGFloat(rows.count))
        }

        /// A band over a whole offscreen surface, for rendering a layer tree once.
        init(offscreen cairo: OpaquePointer, size: CGSize) {
            self.cairo = cairo
            surface = nil
            area = CGRect(origin: .zero, size: size)
        }

        /// Ends painting into the framebuffer's rows.
        func finish() {
            guard let surface else { return }
            cairo_destroy(cairo)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }

    /// Paints a layer and its tree into each band it meets, in one walk of the tree
    /// (painting order within each band is the order of a full redraw). Culling is
    /// done with Swift transforms before any cairo call, once per layer, so a layer
    /// away from the damage costs a rectangle test. Layers are painted with their
    /// presentation values (what their animations show at this frame). What the walk
    /// needs of each layer is read once (`composited(in:)`), which keeps the walk over
    /// layers away from the damage cheap.
    private func render(_ layer: Layer, in bands: [Band], parentToDevice: Transform, superlayer: Layer?) {
        guard let composited = layer.composited(in: superlayer) else { return }
        // Dynamic colors resolve against the traits of the view that shows them; they
        // change only where a view or controller overrides them.
        guard let view = composited.traitEnvironment else {
            return render(layer, composited, in: bands, parentToDevice: parentToDevice)
        }
        view.traitCollection.performAsCurrent {
            render(layer, composited, in: bands, parentToDevice: parentToDevice)
        }
    }

    /// Paints a shown layer (and its mask) with the current traits.
    private func render(_ layer: Layer, _ composited: CompositedLayer, in bands: [Band], parentToDevice: Transform) {
        let toDevice = composited.toSuperlayer.concatenating(parentToDevice)
        guard let mask = layer.mask else { return render(layer, composited, in: bands, toDevice: toDevice) }
        // A masked layer, shadow and all, is painted apart and shown through the
        // alpha of its mask, which is placed in the layer's coordinates.
        for band in bands {
            LayerGroup.begin(band.cairo)
            render(layer, composited, in: [band], toDevice: toDevice)
            LayerGroup.end(band.cairo) { render(mask, in: [band], parentToDevice: toDevice, superlayer: nil) }
        }
    }

    /// Paints a shown layer, mapped by `toDevice`, into the bands it meets.
    private func render(_ layer: Layer, _ composited: CompositedLayer, in bands: [Band], toDevice: Transform) {
        let castsShadow = composited.isAnimated
            ? layer.presentedValues.hasShadow(masksToBounds: layer.masksToBounds) : layer.hasShadow
        if castsShadow {
            let shown = layer.presentedValues
            for band in bands { renderWithShadow(layer, shown, band, toDevice: toDevice) }
            return
        }
        // A layer with empty bounds paints nothing of its own (and damages nothing).
        let bounds = composited.paintedArea
        let box = bounds.isEmpty ? CGRect.null : bounds.applying(toDevice).insetBy(dx: -1, dy: -1)
        let masks = layer.masksToBounds
        let span = bands[0].area.union(bands[bands.count - 1].area)
        guard box.intersects(span) || (!masks && !layer.storedSublayers.isEmpty) else { return }
        // A masking layer clips its tree to its bounds: bands it misses get nothing.
        let targets = masks ? bands.filter { box.intersects($0.area) } : bands
        guard !targets.isEmpty else { return }
        let shown = layer.presentedValues
        let isGroup = shown.alpha < 1
        if isGroup { for band in targets { LayerGroup.begin(band.cairo) } }
        paintLayerTree(of: layer, shown, in: targets, toDevice: toDevice, box: box)
        if isGroup { for band in targets { LayerGroup.end(band.cairo, alpha: shown.alpha) } }
    }

    /// The layer's background, content, sublayers and border, drawn in its coordinates
    /// through `toDevice`, in each band, as `shown`; `box` is its bounds in device pixels.
    private func paintLayerTree(of layer: Layer, _ shown: AnimatableValues, in bands: [Band], toDevice: Transform,
                                box: CGRect) {
        let corners = layer.maskedCorners.rectCorners
        let continuous = layer.cornerCurve == .continuous
        let radius = Self.clampedCornerRadius(shown.cornerRadius, shown.bounds)
        var matrix = Self.cairoMatrix(toDevice)
        for band in bands {
            let cairo = band.cairo
            let paintsItself = box.intersects(band.area)
            cairo_set_matrix(cairo, &matrix)
            if paintsItself, let color = shown.backgroundColor?.resolvedForDrawing, color.alpha > 0 {
                LayerOutline.addRoundedRect(shown.bounds, radius: radius, corners: corners, continuous: continuous,
                                            to: cairo)
                Self.setSource(color, cairo)
                cairo_fill(cairo)
            }
            if layer.masksToBounds {
                cairo_save(cairo)
                LayerOutline.addRoundedRect(shown.bounds, radius: radius, corners: corners, continuous: continuous,
                                            to: cairo)
                cairo_clip(cairo)
            }
            if paintsItself {
                paintContent(of: layer, in: shown.bounds, cairo)
                if type(of: layer).rendersInCompositor { renderContent(of: layer, toDevice: toDevice, cairo) }
            }
        }
        if type(of: layer).replicatesSublayers {
            renderInstances(of: layer, in: bands, toDevice: toDevice)
        } else {
            for sublayer in layer.sublayersInPaintingOrder {
                render(sublayer, in: bands, parentToDevice: toDevice, superlayer: layer)
            }
        }
        for band in bands {
            if layer.masksToBounds { cairo_restore(band.cairo) }
            if shown.borderWidth > 0, box.intersects(band.area) {
                // Subviews set their own matrices: the border needs this one back.
                cairo_set_matrix(band.cairo, &matrix)
                paintBorder(shown, radius: radius, corners: corners, continuous: continuous, band.cairo)
            }
        }
    }

    /// Each copy of a replicating layer's sublayers, in order, mapped, tinted and
    /// delayed as the copy says (a tinted or faded copy is painted as one group).
    private func renderInstances(of layer: Layer, in bands: [Band], toDevice: Transform) {
        let sublayers = layer.sublayersInPaintingOrder
        for instance in layer.shownLayer.sublayerInstances where instance.alpha > 0 {
            let instanceToDevice = instance.mapping.concatenating(toDevice)
            let isGroup = instance.color != .white
            if isGroup { for band in bands { LayerGroup.begin(band.cairo) } }
            InstanceDelay.lagging(by: instance.delay) {
                for sublayer in sublayers {
                    render(sublayer, in: bands, parentToDevice: instanceToDevice, superlayer: layer)
                }
            }
            if isGroup { for band in bands { LayerGroup.end(band.cairo, multipliedBy: instance.color) } }
        }
    }

    /// A layer with a shadow, as Core Animation draws it: the shadow is the blurred
    /// alpha of everything the layer composites (background, content, sublayers,
    /// border), in `shadowColor` at `shadowOpacity`, moved by `shadowOffset`, under the
    /// layer; the layer's opacity applies to both. The layer tree is rendered once per
    /// composite over its whole area, so each band gets the same pixels.
    private func renderWithShadow(_ layer: Layer, _ shown: AnimatableValues, _ band: Band, toDevice: Transform) {
        guard let shadowed = shadows.shadowed(layer, toDevice: toDevice, render: renderOffscreen) else { return }
        let offset = CGSize(width: shown.shadowOffset.width * window.scale, height: shown.shadowOffset.height * window.scale)
        let reach = CGFloat(shadowed.reach)
        let shadowBox = shadowed.box.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
        guard shadowed.box.union(shadowBox).intersects(band.area) else { return }

        let cairo = band.cairo
        cairo_identity_matrix(cairo)
        let isGroup = shown.alpha < 1
        if isGroup { LayerGroup.begin(cairo) }
        let color = (shown.shadowColor ?? .black).resolvedForDrawing
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * Double(shown.shadowOpacity))
        cairo_mask_surface(cairo, shadowed.mask.surface, shadowBox.minX, shadowBox.minY)
        cairo_set_source_surface(cairo, shadowed.layerTree.surface, shadowed.box.minX, shadowed.box.minY)
        cairo_paint(cairo)
        if isGroup { LayerGroup.end(cairo, alpha: shown.alpha) }
    }

    /// Renders a layer tree (without its shadow or opacity) into a bitmap covering
    /// `box` (device pixels), the layer mapped by `toDevice`.
    private func renderOffscreen(_ layer: Layer, box: CGRect, toDevice: Transform) -> Bitmap {
        let bitmap = Bitmap(width: Int(box.width), height: Int(box.height))
        let offscreen = cairo_create(bitmap.surface)!
        let shown = layer.presentedValues
        let shifted = toDevice.concatenating(Transform(translationX: -box.minX, y: -box.minY))
        let painted = layer.presentedPaintedArea
        let viewBox = painted.isEmpty ? CGRect.null : painted.applying(shifted).insetBy(dx: -1, dy: -1)
        paintLayerTree(of: layer, shown, in: [Band(offscreen: offscreen, size: box.size)], toDevice: shifted, box: viewBox)
        cairo_destroy(offscreen)
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }

    /// The drawn backing store or the layer's contents image, placed by the view's
    /// `contentMode` or the standalone layer's `contentsGravity`.
    private func paintContent(of layer: Layer, in bounds: CGRect, _ cairo: OpaquePointer) {
        let content: (bitmap: Bitmap, pointSize: CGSize, scale: CGFloat)
        if let store = layer.backingStore {
            content = (store.bitmap, store.pointSize, store.scale)
        } else if let image = layer.contents {
            content = (image.bitmap, image.size, image.scale)
        } else {
            return
        }
        guard content.pointSize.width > 0, content.pointSize.height > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cairo)
        // The part of the content shown (`contentsRect`, in unit coordinates), in pixels.
        let part = layer.shownLayer.contentsRect
        let pixels = CGSize(width: content.pointSize.width * content.scale * part.width,
                            height: content.pointSize.height * content.scale * part.height)
        let origin = CGPoint(x: content.pointSize.width * content.scale * part.minX,
                             y: content.pointSize.height * content.scale * part.minY)
        guard pixels.width > 0, pixels.height > 0 else { return }
        let center = layer.shownLayer.contentsCenter
        let resizing = layer.backingStore == nil ? layer.contents?.resizing : nil
        if content.pointSize == bounds.size, part == Layer.unitRect {
            // Made for this size: one content pixel per `1 / scale` points from the
            // bounds' origin, whatever the mode (the last partial pixel of a store of
            // `ceil(size × scale)` pixels falls outside the clip).
            cairo_translate(cairo, bounds.minX, bounds.minY)
            cairo_scale(cairo, 1 / content.scale, 1 / content.scale)
        } else {
            let mode = layer.owningView?.contentMode ?? layer.contentsGravity.contentMode
            let shownSize = CGSize(width: content.pointSize.width * part.width, height: content.pointSize.height * part.height)
            let destination = mode.rect(forContentOfSize: shownSize, in: bounds)
            cairo_rectangle(cairo, destination.minX, destination.minY, destination.width, destination.height)
            cairo_clip(cairo)
            if center != Layer.unitRect || resizing != nil {
                // Borders that keep their size: `contentsCenter`, else a resizable image's caps.
                let caps = center != Layer.unitRect
                    ? EdgeInsets(top: center.minY * shownSize.height, left: center.minX * shownSize.width,
                                 bottom: (1 - center.maxY) * shownSize.height, right: (1 - center.maxX) * shownSize.width)
                    : resizing?.capInsets ?? .zero
                let slices = NineSlice(source: CGRect(origin: origin, size: pixels), scale: content.scale, caps: caps,
                                       tiles: center == Layer.unitRect && resizing?.mode == .tile,
                                       destination: destination)
                return paintPieces(slices.pieces, of: content.bitmap, scale: content.scale, cairo)
            }
            cairo_translate(cairo, destination.minX, destination.minY)
            cairo_scale(cairo, destination.width / pixels.width, destination.height / pixels.height)
        }
        cairo_set_source_surface(cairo, content.bitmap.surface, -origin.x, -origin.y)
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cairo, &toDevice)
        if !Self.isPixelAligned(toDevice) {
            // Layer contents are filtered linearly and clamp at their edges, like CALayer's.
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        } else {
            // On the pixel grid linear filtering samples exact pixels: let pixman blit.
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        }
        cairo_paint(cairo)
    }

    /// Paints content in pieces whose borders keep their size (see `NineSlice`),
    /// filtered linearly as layer contents are.
    private func paintPieces(_ pieces: [NineSlice.Piece], of bitmap: Bitmap, scale: CGFloat, _ cairo: OpaquePointer) {
        for piece in pieces {
            guard let pattern = ImagePattern.make(bitmap, piece: piece, scale: scale) else { continue }
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
            let r = piece.destination
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
            cairo_fill(cairo)
        }
    }

    /// The content of a kind the compositor renders (a shape, a gradient), drawn
    /// through EaselGraphics at the screen's resolution.
    private func renderContent(of layer: Layer, toDevice: Transform, _ cairo: OpaquePointer) {
        let context = GraphicsContext(sharing: cairo, transform: toDevice, scale: window.scale)
        layer.shownLayer.renderContent(in: context)
        context.invalidate()
    }

    /// Whether a bitmap-to-device mapping is a whole-pixel translation.
    static func isPixelAligned(_ m: cairo_matrix_t) -> Bool {
        func isWhole(_ value: Double) -> Bool { Swift.abs(value - value.rounded()) < 1e-9 }
        return Swift.abs(m.xx - 1) < 1e-9 && Swift.abs(m.yy - 1) < 1e-9 && Swift.abs(m.xy) < 1e-9
            && Swift.abs(m.yx) < 1e-9 && isWhole(m.x0) && isWhole(m.y0)
    }

    /// The border, inside the bounds and above the content and subviews, as CALayer
    /// draws it.
    private func paintBorder(_ shown: AnimatableValues, radius: CGFloat, corners: RectCorner, continuous: Bool,
                             _ cairo: OpaquePointer) {
        guard shown.borderWidth > 0, let color = shown.borderColor?.resolvedForDrawing, color.alpha > 0 else { return }
        let width = min(shown.borderWidth, min(shown.bounds.width, shown.bounds.height) / 2)
        let inset = shown.bounds.insetBy(dx: width / 2, dy: width / 2)
        LayerOutline.addRoundedRect(inset, radius: max(0, radius - width / 2), corners: corners,
                                    continuous: continuous, to: cairo)
        Self.setSource(color, cairo)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    // MARK: Helpers

    /// Core Animation never rounds a corner by more than half the shorter side.
    static func clampedCornerRadius(_ radius: CGFloat, _ bounds: CGRect) -> CGFloat {
        max(0, min(radius, min(bounds.width, bounds.height) / 2))
    }

    static func setSource(_ color: Color, _ cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    static func cairoMatrix(_ t: Transform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}

