import EaselGraphics
import Foundation

/// Paints the damaged pixels of a window from its layer tree, as Core Animation's
/// render server composites layers: each layer's background, content, sublayers (its
/// subviews' layers and standalone layers alike, by `zPosition`) and border, with its
/// transform, corner radius, masking, shadow and group opacity.
///
/// Only the damaged rectangles are painted, and a layer is
/// visited for painting only when its area meets them; a frame made this way is
/// pixel-identical to painting the whole window.
@MainActor
struct Compositor {
    let window: Window
    /// Shadowed layer trees rendered once for all the tiles of one composite.
    private let shadows: ShadowCache

    init(window: Window) {
        self.window = window
        shadows = ShadowCache(window: window)
    }

    /// Repaints the tiles of `framebuffer` that `rects` (window pixels) touch (see
    /// `CompositorTiles`).
    func render(_ rects: [CGRect], into framebuffer: Bitmap) {
        CompositorTiles.repaint(rects, of: framebuffer) { tiles in
            render(window.layer, in: tiles, parentToDevice: Transform(scaleX: window.scale, y: window.scale),
                   superlayer: nil)
        }
    }

    /// Paints a layer and its tree into each tile it meets, in one walk of the tree
    /// (painting order within each tile is the order of a full redraw). Culling is
    /// done with Swift transforms before any painting, once per layer, so a layer
    /// away from the damage costs a rectangle test, and a layer paints only into the
    /// tiles its device bounds meet. Layers are painted with their
    /// presentation values (what their animations show at this frame). What the walk
    /// needs of each layer is read once (`composited(in:)`), and a layer that has not
    /// changed since an earlier composite is skipped unread when the area it painted
    /// then misses these tiles (`CompositedArea`).
    ///
    /// `inheritedOpacity` is the opacity of the superlayers that do not composite as a
    /// group (`allowsGroupOpacity` off), which this layer's own painting takes.
    private func render(_ layer: Layer, in tiles: CompositorTiles, parentToDevice: Transform, superlayer: Layer?,
                        inheritedOpacity: CGFloat = 1) {
        let keepsArea = layer.keepsCompositedArea(in: superlayer)
        let kept = keepsArea ? layer.keptCompositedArea(under: parentToDevice) : nil
        if let kept, !tiles.mayMeet(kept) { return }
        guard let composited = layer.composited(in: superlayer) else { return }
        if keepsArea, kept == nil { keepArea(of: layer, composited, parentToDevice: parentToDevice) }
        // Dynamic colors resolve against the traits of the view that shows them; they
        // change only where a view or controller overrides them.
        guard let view = composited.traitEnvironment else {
            return render(layer, composited, in: tiles, parentToDevice: parentToDevice, inheritedOpacity: inheritedOpacity)
        }
        view.traitCollection.performAsCurrent {
            render(layer, composited, in: tiles, parentToDevice: parentToDevice, inheritedOpacity: inheritedOpacity)
        }
    }

    /// Keeps the device pixels a shown layer's tree paints under `parentToDevice`, for
    /// the composites to come (see `CompositedArea`): its own painted area, as
    /// `render(_:_:in:toDevice:)` culls it, unless it is placed in perspective or casts
    /// a shadow, which paint elsewhere.
    private func keepArea(of layer: Layer, _ composited: CompositedLayer, parentToDevice: Transform) {
        guard composited.projection == nil, !layer.hasShadow else { return layer.compositedArea = nil }
        let toDevice = composited.toSuperlayer.concatenating(parentToDevice)
        layer.compositedArea = CompositedArea(changeCount: layer.changeCount, parentToDevice: parentToDevice,
                                              box: Self.deviceBox(of: composited.paintedArea, toDevice: toDevice))
    }

    /// The device pixels a layer's own painting may cover: its painted area (in its
    /// coordinates) mapped by `toDevice`, with a pixel each way for antialiasing; null
    /// when the area is empty.
    static func deviceBox(of paintedArea: CGRect, toDevice: Transform) -> CGRect {
        paintedArea.isEmpty ? CGRect.null : paintedArea.applying(toDevice).insetBy(dx: -1, dy: -1)
    }

    /// Paints a shown layer (and its mask) with the current traits.
    func render(_ layer: Layer, _ composited: CompositedLayer, in tiles: CompositorTiles,
                parentToDevice: Transform, inheritedOpacity: CGFloat = 1) {
        if let projection = composited.projection {
            return renderProjected(layer, composited, in: tiles, toDevice: projection.concatenating(parentToDevice),
                                   inheritedOpacity: inheritedOpacity)
        }
        let toDevice = composited.toSuperlayer.concatenating(parentToDevice)
        // A one-sided layer turned to show its back is not drawn.
        guard layer.storedIsDoubleSided || toDevice.a * toDevice.d - toDevice.b * toDevice.c >= 0 else { return }
        guard let mask = layer.mask else {
            return render(layer, composited, in: tiles, toDevice: toDevice, inheritedOpacity: inheritedOpacity)
        }
        // A masked layer, shadow and all, is painted apart and shown through the
        // alpha of its mask, which is placed in the layer's coordinates.
        tiles.forEach { tile in
            tile.beginGroup()
            render(layer, composited, in: CompositorTiles(tile), toDevice: toDevice, inheritedOpacity: inheritedOpacity)
            tile.endGroup { render(mask, in: CompositorTiles(tile), parentToDevice: toDevice, superlayer: nil) }
        }
    }

    /// Paints a shown layer, mapped by `toDevice`, into the tiles it meets, at its
    /// opacity times `inheritedOpacity`. As in Core Animation, a layer whose
    /// `allowsGroupOpacity` is on (the default) and whose opacity is below 1 is painted
    /// apart, sublayers and all, and put on the pixels below as one image at that
    /// opacity; with it off, each part of it (background, content, border) and each
    /// sublayer takes the opacity on its own, so where they overlap the lower shows
    /// through the upper.
    private func render(_ layer: Layer, _ composited: CompositedLayer, in tiles: CompositorTiles,
                        toDevice: Transform, inheritedOpacity: CGFloat) {
        // A layer with empty bounds paints nothing of its own (and damages nothing).
        let box = Self.deviceBox(of: composited.paintedArea, toDevice: toDevice)
        // Transforms each finite whose product is not (1e200 × 1e200) put the layer
        // nowhere on screen: it and its tree are not painted, in a partial frame as in
        // a full one (the window damages all of itself for such an area).
        guard box.isNullOrFinite else { return }
        let castsShadow = composited.presented?.hasShadow(masksToBounds: layer.masksToBounds) ?? layer.hasShadow
        if castsShadow {
            let shown = composited.presented ?? layer.presentedValues
            tiles.forEach { renderWithShadow(layer, shown, $0, toDevice: toDevice, opacity: shown.alpha * inheritedOpacity) }
            return
        }
        // A masking layer clips its tree to its bounds, and a layer without sublayers
        // paints only inside them: tiles they miss get nothing.
        let targets = layer.masksToBounds || layer.storedSublayers.isEmpty ? tiles.meeting(box) : tiles
        guard !targets.isEmpty else { return }
        let shown = composited.presented ?? layer.presentedValues
        let opacity = shown.alpha * inheritedOpacity
        guard opacity < 1, layer.storedAllowsGroupOpacity else {
            return paintLayerTree(of: layer, shown, in: targets, toDevice: toDevice, box: box, opacity: opacity)
        }
        targets.forEach { $0.beginGroup() }
        paintLayerTree(of: layer, shown, in: targets, toDevice: toDevice, box: box)
        targets.forEach { $0.endGroup(alpha: opacity) }
    }

    /// The layer's background, content, sublayers and border, drawn in its coordinates
    /// through `toDevice`, in each tile, as `shown`; `box` is its bounds in device pixels.
    /// Each part and each sublayer is painted at `opacity` on its own (see
    /// `render(_:_:in:toDevice:inheritedOpacity:)`).
    private func paintLayerTree(of layer: Layer, _ shown: AnimatableValues, in tiles: CompositorTiles,
                                toDevice: Transform, box: CGRect, opacity: CGFloat = 1) {
        let outline = Outline(layer, shown)
        // Built on first use, then added to every tile the layer meets.
        lazy var boundsOutline = outline.path(of: shown.bounds)
        lazy var contentBox = storeInk(of: layer, in: shown.bounds).map { Self.deviceBox(of: $0, toDevice: toDevice) } ?? box
        tiles.forEach { tile in
            let paintsItself = box.intersects(tile.area)
            tile.setTransform(toDevice)
            if paintsItself, let color = shown.backgroundColor?.resolvedForDrawing, color.alpha > 0 {
                tile.fill(boundsOutline, with: opacity < 1 ? color.withAlphaComponent(color.alpha * opacity) : color)
            }
            if layer.masksToBounds {
                tile.saveState()
                tile.clip(to: boundsOutline)
            }
            if paintsItself {
                if opacity < 1 { tile.beginGroup() }
                if contentBox.intersects(tile.area) { paintContent(of: layer, in: shown.bounds, tile, toDevice: toDevice) }
                if type(of: layer).rendersInCompositor {
                    tile.withGraphicsContext(transform: toDevice, scale: window.scale) { context in
                        layer.shownLayer.renderContent(in: context)
                    }
                }
                if opacity < 1 { tile.endGroup(alpha: opacity) }
            }
        }
        if type(of: layer).replicatesSublayers {
            renderInstances(of: layer, in: tiles, toDevice: toDevice, opacity: opacity)
        } else {
            for sublayer in layer.sublayersInPaintingOrder {
                render(sublayer, in: tiles, parentToDevice: toDevice, superlayer: layer, inheritedOpacity: opacity)
            }
        }
        lazy var border = Border(shown, outline)
        tiles.forEach { tile in
            if layer.masksToBounds { tile.restoreState() }
            if shown.borderWidth > 0, box.intersects(tile.area), let border {
                // Sublayers set their own transforms: the border needs this one back.
                tile.setTransform(toDevice)
                let color = border.color
                tile.stroke(border.path, lineWidth: border.width,
                            with: opacity < 1 ? color.withAlphaComponent(color.alpha * opacity) : color)
            }
        }
    }

    /// Each copy of a replicating layer's sublayers, in order, mapped, tinted and
    /// delayed as the copy says (a tinted or faded copy is painted as one group).
    private func renderInstances(of layer: Layer, in tiles: CompositorTiles, toDevice: Transform, opacity: CGFloat) {
        let sublayers = layer.sublayersInPaintingOrder
        for instance in layer.shownLayer.sublayerInstances where instance.alpha > 0 {
            let instanceToDevice = instance.mapping.concatenating(toDevice)
            let isGroup = instance.color != .white
            if isGroup { tiles.forEach { $0.beginGroup() } }
            InstanceDelay.lagging(by: instance.delay) {
                for sublayer in sublayers {
                    render(sublayer, in: tiles, parentToDevice: instanceToDevice, superlayer: layer, inheritedOpacity: opacity)
                }
            }
            if isGroup { tiles.forEach { $0.endGroup(multipliedBy: instance.color) } }
        }
    }

    /// A layer with a shadow, as Core Animation draws it: the shadow is the blurred
    /// alpha of everything the layer composites (background, content, sublayers,
    /// border), in `shadowColor` at `shadowOpacity`, moved by `shadowOffset`, under the
    /// layer; `opacity` (the layer's, times what it inherits) applies to both. The layer
    /// tree is rendered once per composite over its whole area, so each tile gets the
    /// same pixels.
    private func renderWithShadow(_ layer: Layer, _ shown: AnimatableValues, _ tile: CompositingCanvas,
                                  toDevice: Transform, opacity: CGFloat) {
        guard let shadowed = shadows.shadowed(layer, shown, toDevice: toDevice, render: { layer, box, toDevice in
            renderOffscreen(layer, shown, box: box, toDevice: toDevice)
        }) else { return }
        let offset = CGSize(width: shown.shadowOffset.width * window.scale, height: shown.shadowOffset.height * window.scale)
        let reach = CGFloat(shadowed.reach)
        let shadowBox = shadowed.box.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
        guard shadowed.box.union(shadowBox).intersects(tile.area) else { return }

        // The group is taken in device pixels, so that it lines up with them exactly.
        tile.setTransform(.identity)
        let isGroup = opacity < 1
        if isGroup { tile.beginGroup() }
        let color = (shown.shadowColor ?? .black).resolvedForDrawing
        tile.paintShadow(shadowed.mask, at: shadowBox.origin,
                         color: Color(red: color.red, green: color.green, blue: color.blue,
                                      alpha: color.alpha * Double(shown.shadowOpacity)))
        tile.draw(shadowed.layerTree, at: shadowed.box.origin)
        if isGroup { tile.endGroup(alpha: opacity) }
    }

    /// Renders a layer tree shown as `shown` (without its shadow or opacity) into a
    /// bitmap covering `box` (device pixels), the layer mapped by `toDevice`.
    func renderOffscreen(_ layer: Layer, _ shown: AnimatableValues, box: CGRect, toDevice: Transform) -> Bitmap {
        let bitmap = Bitmap(width: Int(box.width), height: Int(box.height))
        let offscreen = CompositingCanvas(bitmap: bitmap)
        let shifted = toDevice.concatenating(Transform(translationX: -box.minX, y: -box.minY))
        let viewBox = Self.deviceBox(of: layer.presentedPaintedArea, toDevice: shifted)
        paintLayerTree(of: layer, shown, in: CompositorTiles(offscreen), toDevice: shifted, box: viewBox)
        offscreen.finish()
        return bitmap
    }

    /// Where a backing store drawn for `bounds` (and shown whole) may have ink, in the
    /// layer's coordinates: its ink grown by two of its pixels, since linear filtering
    /// reaches one pixel, and a device pixel cut by this rectangle's edge then samples
    /// none of the ink. Null when nothing is drawn; `nil` for other content, which
    /// may show anywhere in the bounds.
    ///
    /// Only ink changes the pixels a store is painted over (see `Bitmap.inkBounds`), so
    /// tiles this misses are left out, and painting within it is exact.
    private func storeInk(of layer: Layer, in bounds: CGRect) -> CGRect? {
        guard let store = layer.displayedContentLayer.backingStore, store.pointSize == bounds.size,
              layer.shownLayer.contentsRect == Layer.unitRect else { return nil }
        let pixels = store.ink.insetBy(dx: -2, dy: -2)
        return pixels.isNull ? .null : CGRect(x: bounds.minX + pixels.minX / store.scale, y: bounds.minY + pixels.minY / store.scale,
                                              width: pixels.width / store.scale, height: pixels.height / store.scale)
    }

    /// Whether `toDevice` puts each pixel of content at `scale` (placed from the layer's
    /// origin) on one device pixel: a translation, whole or not.
    private static func mapsPixelsOneToOne(_ toDevice: Transform, scale: CGFloat) -> Bool {
        toDevice.b == 0 && toDevice.c == 0 && toDevice.a == scale && toDevice.d == scale
    }

    /// The drawn backing store or the layer's contents image (its presentation's, when
    /// that displays itself), placed by the view's
    /// `contentMode` or the standalone layer's `contentsGravity`; `toDevice` is the
    /// canvas's transform.
    private func paintContent(of layer: Layer, in bounds: CGRect, _ canvas: CompositingCanvas, toDevice: Transform) {
        // The part of the content shown (`contentsRect`, in unit coordinates).
        let part = layer.shownLayer.contentsRect
        // The bitmap, and where its top-left pixel is among the content's pixels.
        let content: (bitmap: Bitmap, offset: CGPoint, pointSize: CGSize, scale: CGFloat)
        let source = layer.displayedContentLayer
        if let store = source.backingStore {
            // A store that keeps only its ink is painted as it is only where its pixels
            // land one to one on device pixels (see below): linear filtering of its
            // transparent edge under other mappings rounds differently.
            if store.pointSize != bounds.size || part != Layer.unitRect || !Self.mapsPixelsOneToOne(toDevice, scale: store.scale) {
                store.holdAllPixels()
            }
            content = (store.bitmap, store.offset, store.pointSize, store.scale)
        } else if let image = source.contentsImage {
            content = (image.bitmap, .zero, image.size, image.scale)
        } else {
            return
        }
        guard content.pointSize.width > 0, content.pointSize.height > 0 else { return }
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.clip(to: bounds)
        let pixels = CGSize(width: content.pointSize.width * content.scale * part.width,
                            height: content.pointSize.height * content.scale * part.height)
        // The content's pixel at the origin of the part shown.
        let origin = CGPoint(x: content.pointSize.width * content.scale * part.minX,
                             y: content.pointSize.height * content.scale * part.minY)
        guard pixels.width > 0, pixels.height > 0 else { return }
        let center = layer.shownLayer.contentsCenter
        let resizing = layer.backingStore == nil ? layer.contentsImage?.resizing : nil
        let placement: Transform
        if content.pointSize == bounds.size, part == Layer.unitRect {
            // Made for this size: one content pixel per `1 / scale` points from the
            // bounds' origin, whatever the mode (the last partial pixel of a store of
            // `ceil(size × scale)` pixels falls outside the clip).
            placement = Transform(a: 1 / content.scale, b: 0, c: 0, d: 1 / content.scale,
                                  tx: bounds.minX, ty: bounds.minY)
            // A store whose pixels land one to one on device pixels is painted where its
            // ink is (under other mappings, a cut pixel could sample ink).
            if Self.mapsPixelsOneToOne(toDevice, scale: content.scale), let ink = storeInk(of: layer, in: bounds), !ink.isNull {
                canvas.clip(to: ink)
            }
        } else {
            let mode = layer.owningView?.contentMode ?? layer.contentsGravity.contentMode
            let shownSize = CGSize(width: content.pointSize.width * part.width, height: content.pointSize.height * part.height)
            let destination = mode.rect(forContentOfSize: shownSize, in: bounds)
            canvas.clip(to: destination)
            if center != Layer.unitRect || resizing != nil {
                // Borders that keep their size: `contentsCenter`, else a resizable image's caps.
                let caps = center != Layer.unitRect
                    ? EdgeInsets(top: center.minY * shownSize.height, left: center.minX * shownSize.width,
                                 bottom: (1 - center.maxY) * shownSize.height, right: (1 - center.maxX) * shownSize.width)
                    : resizing?.capInsets ?? .zero
                let slices = NineSlice(source: CGRect(origin: origin, size: pixels), scale: content.scale, caps: caps,
                                       tiles: center == Layer.unitRect && resizing?.mode == .tile,
                                       destination: destination)
                let stretch = Transform(a: destination.width / pixels.width, b: 0, c: 0,
                                        d: destination.height / pixels.height, tx: 0, ty: 0)
                return canvas.drawContents(content.bitmap, in: slices.pieces, scale: content.scale,
                                           filter: Self.contentsFilter(of: layer.shownLayer, placement: stretch, toDevice: toDevice))
            }
            placement = Transform(a: destination.width / pixels.width, b: 0, c: 0, d: destination.height / pixels.height,
                                  tx: destination.minX, ty: destination.minY)
        }
        canvas.drawContents(content.bitmap, from: CGPoint(x: origin.x - content.offset.x, y: origin.y - content.offset.y),
                            placement: placement,
                            filter: Self.contentsFilter(of: layer.shownLayer, placement: placement, toDevice: toDevice))
    }

    /// How a layer's contents are resampled, placed by `placement` (content pixels to
    /// points) under `toDevice`: by its `magnificationFilter` where a content pixel
    /// covers more than a device pixel, else by its `minificationFilter`; `.nearest`
    /// takes the nearest pixel, the others filter linearly.
    private static func contentsFilter(of layer: Layer, placement: Transform, toDevice: Transform) -> InterpolationQuality {
        let mapping = placement.concatenating(toDevice)
        let devicePixelsPerContentPixel = max((mapping.a * mapping.a + mapping.b * mapping.b).squareRoot(),
                                              (mapping.c * mapping.c + mapping.d * mapping.d).squareRoot())
        let filter = devicePixelsPerContentPixel > 1 ? layer.magnificationFilter : layer.minificationFilter
        return filter == .nearest ? .none : .low
    }

    /// The border, inside the bounds and above the content and subviews, as CALayer
    /// draws it: its path is built once for all the tiles it is stroked into.
    private struct Border {
        let path: LayerOutline
        let width: CGFloat
        let color: Color

        /// `nil` when there is no border to draw.
        @MainActor init?(_ shown: AnimatableValues, _ outline: Outline) {
            guard shown.borderWidth > 0, let color = shown.borderColor?.resolvedForDrawing, color.alpha > 0 else {
                return nil
            }
            width = min(shown.borderWidth, min(shown.bounds.width, shown.bounds.height) / 2)
            let inset = shown.bounds.insetBy(dx: width / 2, dy: width / 2)
            path = LayerOutline(inset, radius: max(0, outline.radius - width / 2), corners: outline.corners,
                                continuous: outline.continuous)
            self.color = color
        }
    }

    /// The corners of a layer's outline as shown: `cornerRadius` (clamped as Core
    /// Animation clamps it), `maskedCorners` and `cornerCurve`.
    private struct Outline {
        let radius: CGFloat
        let corners: RectCorner
        let continuous: Bool

        @MainActor init(_ layer: Layer, _ shown: AnimatableValues) {
            // Core Animation never rounds a corner by more than half the shorter side.
            radius = max(0, min(shown.cornerRadius, min(shown.bounds.width, shown.bounds.height) / 2))
            corners = layer.maskedCorners.rectCorners
            continuous = layer.cornerCurve == .continuous
        }

        /// The outline of `rect` with these corners.
        func path(of rect: CGRect) -> LayerOutline {
            LayerOutline(rect, radius: radius, corners: corners, continuous: continuous)
        }
    }
}
