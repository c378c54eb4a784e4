import Easel
import EaselGraphics
import Foundation

/// View transforms: a list of operations, or one.
extension SceneDecoder {
    /// A transform written as operations applied in order, the first one first
    /// (`[{scale: 2}, {rotate: 15deg}]` scales, then rotates), each one of
    /// `translate: [x, y]`, `scale: s` or `[sx, sy]`, `rotate: angle`,
    /// `matrix: [a, b, c, d, tx, ty]`; a single operation may stand alone.
    func transform(_ node: SceneNode, _ path: ScenePath) -> Transform? {
        transformOperations(node, path, spatial: false)?.reduce(Transform.identity) { $0.concatenating($1.affineTransform) }
    }

    /// A layer's transform: a view transform's operations and the 3D ones,
    /// `rotateX: angle`, `rotateY: angle` (about the x and y axis, like
    /// `CATransform3DMakeRotation`) and `perspective: d` (`m34 = −1 / d`, a positive
    /// distance in points), in order.
    func layerTransform(_ node: SceneNode, _ path: ScenePath) -> Transform3D? {
        transformOperations(node, path, spatial: true)?.reduce(Transform3D.identity) { $0.concatenating($1) }
    }

    /// The operations of a transform, each read; `nil` when one fails (each reported).
    private func transformOperations(_ node: SceneNode, _ path: ScenePath, spatial: Bool) -> [Transform3D]? {
        guard let operations = itemOrList(node, path) else { return nil }
        let steps = operations.map { transformOperation($0.node, $0.path, spatial: spatial) }
        return steps.contains { $0 == nil } ? nil : steps.compactMap { $0 }
    }

    private func transformOperation(_ node: SceneNode, _ path: ScenePath, spatial: Bool) -> Transform3D? {
        let names = ["translate", "scale", "rotate", "matrix"] + (spatial ? ["rotateX", "rotateY", "perspective"] : [])
        let expected = "a transform operation (\(names.dropLast().joined(separator: ", ")) or \(names.last!))"
        guard let fields = fields(node, path, expected: expected) else { return nil }
        guard fields.entries.count == 1, let entry = fields.entries.first else {
            mismatch(node, path, expected: "one operation per item: \(names.joined(separator: ", "))")
            return nil
        }
        let value = (entry.value, path.appending(entry.key))
        switch entry.key {
        case "translate": return point(value.0, value.1).map { Transform3D(Transform(translationX: $0.x, y: $0.y)) }
        case "scale": return scaleFactors(value.0, value.1).map { Transform3D(Transform(scaleX: $0.width, y: $0.height)) }
        case "rotate": return angle(value.0, value.1).map { Transform3D(Transform(rotationAngle: $0)) }
        case "matrix": return matrix(value.0, value.1).map(Transform3D.init)
        case "rotateX" where spatial: return angle(value.0, value.1).map { Transform3D(rotationAngle: $0, x: 1, y: 0, z: 0) }
        case "rotateY" where spatial: return angle(value.0, value.1).map { Transform3D(rotationAngle: $0, x: 0, y: 1, z: 0) }
        case "perspective" where spatial:
            return number(value.0, value.1, .positive).map { distance in
                var perspective = Transform3D.identity
                perspective.m34 = -1 / distance
                return perspective
            }
        default:
            report(.unknownName(category: "transform operation", name: entry.key,
                                suggestion: Suggestion.closest(to: entry.key, among: names), known: names),
                   at: entry.keyLocation, value.1)
            return nil
        }
    }

    /// A scale: one factor for both axes, or `[sx, sy]`.
    func scaleFactors(_ node: SceneNode, _ path: ScenePath) -> CGSize? {
        if case .scalar = node.content { return number(node, path).map { CGSize(width: $0, height: $0) } }
        return numbers(node, path, names: ["x", "y"], expected: "a scale (a number, or [x, y])")
            .map { CGSize(width: $0[0], height: $0[1]) }
    }

    /// An affine matrix `[a, b, c, d, tx, ty]`, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
    func matrix(_ node: SceneNode, _ path: ScenePath) -> Transform? {
        numbers(node, path, names: ["a", "b", "c", "d", "tx", "ty"], expected: "a matrix [a, b, c, d, tx, ty]")
            .map { Transform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
    }

    /// An autoresizing mask: one name or a list of names (`[flexibleWidth, flexibleHeight]`).
    func autoresizingMask(_ node: SceneNode, _ path: ScenePath) -> AutoresizingMask? {
        if case .scalar = node.content { return name(node, path, category: "autoresizing option", EnumNames.autoresizing) }
        guard let list = items(node, path, expected: "an autoresizing option or a list of them") else { return nil }
        let options = list.map { name($0.node, $0.path, category: "autoresizing option", EnumNames.autoresizing) }
        return options.contains { $0 == nil } ? nil : options.compactMap { $0 }.reduce(into: []) { $0.formUnion($1) }
    }
}
