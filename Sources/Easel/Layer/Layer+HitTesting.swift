import EaselGraphics
import Foundation

/// Converting between layers' coordinate spaces, and finding the layer at a point.
extension Layer {
    /// Converts a point from this layer's coordinates to another layer's in the same
    /// tree (the root layer's when `nil`), like `CALayer.convert(_:to:)`; through a
    /// layer in perspective, as it is projected.
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        guard let mapping = Self.projectiveTransform(from: self, to: layer) else { return point.applying(transform(to: layer)) }
        return mapping.apply(to: point) ?? point.applying(transform(to: layer))
    }

    /// Converts a point from another layer's coordinates (the root layer's when
    /// `nil`) to this layer's, like `CALayer.convert(_:from:)`.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        guard let mapping = Self.projectiveTransform(from: layer, to: self) else {
            return point.applying(transform(from: layer))
        }
        return mapping.apply(to: point) ?? point.applying(transform(from: layer))
    }

    /// Converts a rectangle to another layer's coordinates: the smallest rectangle
    /// holding it once transformed, like `CALayer.convert(_:to:)`.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        guard let mapping = Self.projectiveTransform(from: self, to: layer) else { return rect.applying(transform(to: layer)) }
        return mapping.boundingBox(of: rect) ?? rect.applying(transform(to: layer))
    }

    /// Converts a rectangle from another layer's coordinates, like
    /// `CALayer.convert(_:from:)`.
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        guard let mapping = Self.projectiveTransform(from: layer, to: self) else {
            return rect.applying(transform(from: layer))
        }
        return mapping.boundingBox(of: rect) ?? rect.applying(transform(from: layer))
    }

    /// Maps the layer's coordinates to those of the root of its tree (a view's layer:
    /// of its window, or of its topmost superview).
    private var transformToRoot: Transform {
        ancestors(upTo: nil).reduce(Transform.identity) { $0.concatenating($1.transformToSuperlayer) }
    }

    private func transform(to layer: Layer?) -> Transform {
        let toRoot = transformToRoot
        guard let layer else { return toRoot }
        return toRoot.concatenating(layer.transformToRoot.inverted())
    }

    private func transform(from layer: Layer?) -> Transform {
        let fromRoot = transformToRoot.inverted()
        guard let layer else { return fromRoot }
        return layer.transformToRoot.concatenating(fromRoot)
    }

    /// Maps `source`'s coordinates to `destination`'s (the root's for `nil`) when a
    /// layer in perspective lies between them; `nil` when the mapping is affine, or has
    /// no inverse where one is needed (an edge-on layer).
    private static func projectiveTransform(from source: Layer?, to destination: Layer?) -> ProjectiveTransform? {
        let chains = [source, destination].map { $0?.ancestors(upTo: nil) ?? [] }
        guard chains.joined().contains(where: { $0.projection(in: $0.superlayer) != nil }) else { return nil }
        let toRoot = chains.map { chain in
            chain.reduce(ProjectiveTransform(.identity)) { $0.concatenating($1.projectiveTransformToSuperlayer) }
        }
        return toRoot[1].inverted().map { toRoot[0].concatenating($0) }
    }
}
