import EaselGraphics
import Foundation

/// Damage bookkeeping: which window pixels a change makes stale.
extension Window {
    /// Adds a rectangle in window pixels to the damage, clipped to the framebuffer. An
    /// area computed from geometry that is not a number (a path through NaN, an
    /// overflowed transform) covers nothing known: the whole window is damaged.
    func damage(_ pixelRect: CGRect) {
        let screen = CGRect(x: 0, y: 0, width: framebuffer.width, height: framebuffer.height)
        let clipped = pixelRect.isNullOrFinite ? pixelRect.intersection(screen) : screen
        guard !clipped.isNull, !clipped.isEmpty else { return }
        pipeline.damage(clipped)
    }

    /// Damages a rectangle in a view's coordinates (a redrawn rectangle); an
    /// animating view's content may be stretched on screen, so all of it is damaged.
    func damage(_ rect: CGRect, of view: View) {
        guard view.window === self else { return view.damageMaskedView() }
        guard !view.hasAnimationsInFlight else { return damageOwnContent(of: view) }
        damage(pixelRect(covering: rect, transform: view.presentedTransformToRoot), castBy: view)
    }

    /// Damages window pixels that `view` paints, with the shadows they cast: the
    /// view's own and every shadowed ancestor's, whose shadow holds the view's pixels.
    func damage(_ area: CGRect, castBy view: View) {
        damage(area, castBy: view.layer)
    }

    /// Damages window pixels that `layer` paints, with the shadows they cast: the
    /// layer's own and every shadowed ancestor's (standalone or a view's), whose shadow
    /// holds the layer's pixels.
    func damage(_ area: CGRect, castBy layer: Layer) {
        var area = area
        var current: Layer? = layer
        while let caster = current, caster !== self.layer {
            if caster.presentedValues.hasShadow(masksToBounds: caster.masksToBounds) {
                area = area.union(shadowArea(of: area, castBy: caster))
            }
            current = caster.superlayer
        }
        damage(area)
    }

    /// A view's geometry is about to change: its old area is damaged now, its new one
    /// at the commit.
    func geometryWillChange(of view: View) {
        guard view !== self else { return setNeedsCommit() }
        damageSubtree(of: view)
        subtreeWasInserted(view)
    }

    /// A subtree entered this window: its area is damaged at the commit.
    func subtreeWasInserted(_ view: View) {
        pipeline.viewsWithChangedGeometry.append(view)
        setNeedsCommit()
    }

    /// A subtree is leaving this window: its area is damaged now.
    func subtreeWillBeRemoved(_ view: View) {
        damageSubtree(of: view)
    }

    /// Damages what a view and its visible subviews paint, shadows included.
    func damageSubtree(of view: View, evenIfHidden: Bool = false) {
        guard evenIfHidden || view.isVisibleInHierarchy else { return }
        damage(pixelArea(ofSubtreeOf: view), castBy: view.superview ?? view)
    }

    /// Damages what a view paints itself (background, content, border), shadows included.
    func damageOwnContent(of view: View) {
        guard view.isVisibleInHierarchy else { return }
        damage(ownPaintedPixels(of: view.layer, view.presented, transform: view.presentedTransformToRoot), castBy: view)
    }

    // MARK: Areas in window pixels (as shown: presentation values)

    /// The pixels a view and its visible subviews paint, with the shadows they cast
    /// inside the subtree (`includingOwnShadow: false` leaves out the view's own).
    func pixelArea(ofSubtreeOf view: View, includingOwnShadow: Bool = true) -> CGRect {
        pixelArea(ofLayerTree: view.layer, includingOwnShadow: includingOwnShadow)
    }

    /// The pixels a layer and its visible sublayers paint (a view's layer: its
    /// subviews' too), with the shadows they cast inside the tree.
    func pixelArea(ofLayerTree layer: Layer, includingOwnShadow: Bool = true) -> CGRect {
        if let projection = layer.presentedProjectionToSuperlayer, let superlayer = layer.superlayer {
            return projectedTreeArea(of: layer, toRoot: projection.concatenating(superlayer.presentedTransformToRoot))
        }
        return layerTreeArea(of: layer, transform: layer.presentedTransformToRoot, includingOwnShadow: includingOwnShadow)
    }

    /// The pixels a layer tree paints in its own coordinates at the window's scale,
    /// its shadow included: what a layer drawn in perspective renders apart (its plane).
    func ownPixelArea(ofLayerTree layer: Layer) -> CGRect {
        layerTreeArea(of: layer, transform: .identity)
    }

    /// The pixels a layer tree drawn in perspective covers: the bounds of its
    /// projected quad, clipped at the near plane where it reaches behind the eye.
    private func projectedTreeArea(of layer: Layer, toRoot: ProjectiveTransform) -> CGRect {
        let local = ownPixelArea(ofLayerTree: layer)
        guard !local.isNull, !local.isEmpty else { return .null }
        let points = CGRect(x: local.minX / scale, y: local.minY / scale, width: local.width / scale,
                            height: local.height / scale)
        guard let box = toRoot.boundingBox(of: points) else { return .null }
        return pixelAligned(CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale,
                                   height: box.height * scale))
    }

    /// The pixels a layer tree paints once mapped by `transform` (its coordinates to
    /// those of its plane, in points), with the shadows cast inside it.
    func layerTreeArea(of layer: Layer, transform: Transform, includingOwnShadow: Bool = true) -> CGRect {
        let shown = layer.presentedValues
        var area = ownPaintedPixels(of: layer, shown, transform: transform)
        if !layer.masksToBounds {
            let replicates = type(of: layer).replicatesSublayers
            for sublayer in layer.storedSublayers where !sublayer.isHidden {
                guard replicates else {
                    if let projection = sublayer.presentedProjectionToSuperlayer {
                        area = area.union(projectedTreeArea(of: sublayer, toRoot: projection.concatenating(transform)))
                        continue
                    }
                    let toRoot = sublayer.presentedTransformToSuperlayer.concatenating(transform)
                    area = area.union(layerTreeArea(of: sublayer, transform: toRoot))
                    continue
                }
                for instance in layer.shownLayer.sublayerInstances {
                    area = area.union(InstanceDelay.lagging(by: instance.delay) {
                        let toRoot = sublayer.presentedTransformToSuperlayer.concatenating(instance.mapping)
                            .concatenating(transform)
                        return layerTreeArea(of: sublayer, transform: toRoot)
                    })
                }
            }
        }
        if includingOwnShadow, shown.hasShadow(masksToBounds: layer.masksToBounds) {
            // A shadow path casts the shadow of its own shape instead of the tree's.
            let caster = layer.shadowPath.map { pixelRect(covering: $0.bounds, transform: transform) } ?? area
            area = area.union(shadowArea(of: caster, castBy: layer))
        }
        return area
    }

    /// The pixels a layer shown as `shown` paints itself (background, content, border)
    /// mapped by `transform`. A border is stroked along an inset outline whose outer edge meets
    /// the layer's edge only up to rounding, so its antialiasing can reach into the
    /// pixel beyond: a layer with a border covers that pixel too, wherever it is drawn
    /// (a shadowed layer's tree is rendered apart over this area).
    private func ownPaintedPixels(of layer: Layer, _ shown: AnimatableValues, transform: Transform) -> CGRect {
        let area = pixelRect(covering: layer.presentedPaintedArea, transform: transform)
        return shown.borderWidth > 0 ? area.insetBy(dx: -1, dy: -1) : area
    }

    /// Where the shadow of pixels in `area` falls: moved by the shadow offset and
    /// spread by the blur's reach.
    func shadowArea(of area: CGRect, castBy layer: Layer) -> CGRect {
        guard !area.isNull, !area.isEmpty else { return .null }
        let shown = layer.presentedValues
        let reach = CGFloat(AlphaMask.blurReach(sigma: ShadowCache.sigma(ofRadius: shown.shadowRadius, scale: scale)))
        let moved = area.offsetBy(dx: shown.shadowOffset.width * scale, dy: shown.shadowOffset.height * scale)
        return pixelAligned(moved.insetBy(dx: -reach, dy: -reach))
    }

    /// The whole pixels covering `rect` once mapped by `transform` to window points.
    func pixelRect(covering rect: CGRect, transform: Transform) -> CGRect {
        guard !rect.isNull, !rect.isEmpty else { return .null }
        let points = rect.applying(transform)
        return pixelAligned(CGRect(x: points.minX * scale, y: points.minY * scale,
                                   width: points.width * scale, height: points.height * scale))
    }

    /// The whole pixels covering `rect`; an edge within a billionth of a pixel of a
    /// pixel boundary is on it (arithmetic noise covers nothing visible).
    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let slack = 1e-9
        let minX = (rect.minX + slack).rounded(.down), minY = (rect.minY + slack).rounded(.down)
        return CGRect(x: minX, y: minY, width: (rect.maxX - slack).rounded(.up) - minX,
                      height: (rect.maxY - slack).rounded(.up) - minY)
    }
}
