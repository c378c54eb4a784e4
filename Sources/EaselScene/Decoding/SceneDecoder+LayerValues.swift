import Easel
import EaselGraphics
import Foundation

/// The values only standalone layers have: corner masks, shape paths, dash patterns,
/// gradient stops and replicator counts.
extension SceneDecoder {
    /// `maskedCorners`: a list of `CACornerMask` names (an empty list rounds no corner).
    func maskedCorners(_ node: SceneNode, _ path: ScenePath) -> CornerMask? {
        guard let list = items(node, path, expected: "a list of corners") else { return nil }
        let corners = list.map { name($0.node, $0.path, category: "corner", EnumNames.cornerMasks) }
        return corners.contains { $0 == nil } ? nil : corners.compactMap { $0 }.reduce(into: []) { $0.formUnion($1) }
    }

    /// `lineDashPattern`: lengths of dashes and gaps, none negative, not all zero.
    func dashPattern(_ node: SceneNode, _ path: ScenePath) -> [CGFloat]? {
        guard let list = items(node, path, expected: "a list of dash lengths") else { return nil }
        let lengths = list.map { number($0.node, $0.path, .nonNegative) }
        guard !lengths.contains(where: { $0 == nil }) else { return nil }
        guard lengths.contains(where: { $0 != 0 }) else {
            mismatch(node, path, expected: "a list of dash lengths, at least one above 0")
            return nil
        }
        return lengths.compactMap { $0 }
    }

    /// A gradient layer's `colors`: at least one.
    func layerColors(_ node: SceneNode, _ path: ScenePath) -> [Color]? {
        guard let list = items(node, path, expected: "a list of colors") else { return nil }
        guard !list.isEmpty else {
            mismatch(node, path, expected: "a list of at least one color")
            return nil
        }
        let colors = list.map { color($0.node, $0.path) }
        return colors.contains { $0 == nil } ? nil : colors.compactMap { $0 }
    }

    /// A gradient layer's `locations`: each from 0 to 1, in ascending order.
    func layerLocations(_ node: SceneNode, _ path: ScenePath) -> [CGFloat]? {
        guard let list = items(node, path, expected: "a list of locations") else { return nil }
        let locations = list.map { number($0.node, $0.path, .unit) }
        guard !locations.contains(where: { $0 == nil }) else { return nil }
        let values = locations.compactMap { $0 }
        if let index = values.indices.dropFirst().first(where: { values[$0] < values[$0 - 1] }) {
            mismatch(list[index].node, list[index].path, expected: "a location of at least \(values[index - 1]) (ascending)")
            return nil
        }
        return values
    }

    /// A replicator's `instanceCount`: from 0 to `ReplicatorLayer.maximumInstanceCount`,
    /// the count a `ReplicatorLayer` would otherwise hold silently.
    func instanceCount(_ node: SceneNode, _ path: ScenePath) -> Int? {
        let maximum = ReplicatorLayer.maximumInstanceCount
        guard let count = integer(node, path, minimum: 0) else { return nil }
        guard count <= maximum else {
            mismatch(node, path, expected: "a whole number from 0 to \(maximum)")
            return nil
        }
        return count
    }
}
