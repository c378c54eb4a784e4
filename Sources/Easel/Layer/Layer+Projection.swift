import EaselGraphics
import Foundation

/// Layers in perspective, as Core Animation draws them: a layer is flat; its
/// `transform`, applied about its anchor point, and then its superlayer's
/// `sublayerTransform`, applied about the superlayer's anchor point, place it in the
/// superlayer's 3D space, where it is projected into the superlayer's plane and z is
/// dropped. Each layer flattens its sublayers into its own plane, so layers in different
/// planes are not sorted by depth; siblings are ordered by `zPosition` only.
///
/// A standalone layer whose placement needs perspective (a rotation about x or y with
/// `m34`, or any `m14` / `m24`) is drawn, hit-tested and converted through that
/// projective mapping. A view's layer is placed by the affine part, as views' transforms
/// are affine.
extension Layer {
    /// Whether the layer is drawn while its back faces the viewer, like
    /// `CALayer.isDoubleSided` (default `true`). A one-sided layer whose corners run
    /// counterclockwise on screen once transformed and projected (turned more than a
    /// quarter turn about x or y) is not drawn, nor are its sublayers.
    public var isDoubleSided: Bool {
        get { storedIsDoubleSided }
        set { change(\.storedIsDoubleSided, to: newValue) }
    }

    /// How the layer, with its stored values, maps into the plane of `superlayer` when
    /// that takes perspective; `nil` when the mapping is affine (see
    /// `transformToSuperlayer`). A presentation copy, outside the tree, is given the
    /// superlayer of the layer it shows.
    func projection(in superlayer: Layer?) -> ProjectiveTransform? {
        guard owningView == nil else { return nil }
        guard !transformIsAffine || !(superlayer?.sublayerTransformIsAffine ?? true) else { return nil }
        let sublayerTransform = superlayer?.storedSublayerTransform ?? .identity
        var placement = Transform3D(translationX: -(storedBounds.minX + storedAnchorPoint.x * storedBounds.width),
                                    y: -(storedBounds.minY + storedAnchorPoint.y * storedBounds.height), z: 0)
            .concatenating(storedTransform)
            .concatenating(Transform3D(translationX: storedPosition.x, y: storedPosition.y, z: 0))
        if let superlayer, !superlayer.sublayerTransformIsIdentity {
            let bounds = superlayer.bounds
            let anchor = CGPoint(x: bounds.minX + superlayer.storedAnchorPoint.x * bounds.width,
                                 y: bounds.minY + superlayer.storedAnchorPoint.y * bounds.height)
            placement = placement
                .concatenating(Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0))
                .concatenating(sublayerTransform)
                .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
        }
        let flattened = placement.flattened
        return flattened.isAffine ? nil : flattened
    }

    /// How the layer maps into its superlayer's plane as the current frame shows it,
    /// when that takes perspective.
    var presentedProjectionToSuperlayer: ProjectiveTransform? {
        // A view's layer is placed affinely; its presentation copy is a standalone layer.
        guard owningView == nil else { return nil }
        return (animationStore == nil ? self : shownLayer).projection(in: superlayer)
    }

    /// The outermost layer, this one or one above it up to its view's layer, drawn in
    /// perspective: a change here shows through that layer's projection.
    var outermostProjectedLayer: Layer? {
        var outermost: Layer?
        var current: Layer? = self
        while let layer = current, layer.owningView == nil {
            if layer.presentedProjectionToSuperlayer != nil { outermost = layer }
            current = layer.superlayer
        }
        return outermost
    }

    /// The plane the layer is drawn in, as the current frame shows it: the nearest
    /// layer, this one or one above it, drawn in perspective (`root`, whose own
    /// coordinates are the plane's), or the window's (`root` nil); and how the layer's
    /// coordinates map to the plane's.
    var presentedPlane: (root: Layer?, transform: Transform) {
        var transform = Transform.identity
        var current: Layer? = self
        while let layer = current, layer.owningView == nil {
            if layer.presentedProjectionToSuperlayer != nil { return (layer, transform) }
            transform = transform.concatenating(layer.presentedTransformToSuperlayer)
            current = layer.superlayer
        }
        return (nil, presentedTransformToRoot)
    }

    /// Maps the layer's coordinates to its superlayer's with the model values, in
    /// perspective or not.
    var projectiveTransformToSuperlayer: ProjectiveTransform {
        projection(in: superlayer) ?? ProjectiveTransform(transformToSuperlayer)
    }
}
