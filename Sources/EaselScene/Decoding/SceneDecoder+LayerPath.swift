import Foundation

/// A shape layer's `path`: one shape, or a list of shapes appended in order.
extension SceneDecoder {
    /// The shape keys, each with the keys that may go with it.
    private static let shapeKeys: [(shape: String, options: [String])] = [
        ("rect", []), ("roundedRect", ["cornerRadius"]), ("oval", []),
        ("arc", ["radius", "startAngle", "endAngle", "clockwise"]), ("lines", ["closed"]),
    ]

    /// The path at `node`: a shape mapping, or a list of them.
    func layerPath(_ node: SceneNode, _ path: ScenePath) -> LayerPath? {
        guard let shapes = itemOrList(node, path) else { return nil }
        let read = shapes.map { shape($0.node, $0.path) }
        return read.contains { $0 == nil } ? nil : LayerPath(shapes: read.compactMap { $0 })
    }

    private func shape(_ node: SceneNode, _ path: ScenePath) -> LayerPath.Shape? {
        let names = Self.shapeKeys.map(\.shape)
        let expected = "a shape (rect, roundedRect, oval, arc or lines)"
        guard let fields = fields(node, path, expected: expected) else { return nil }
        let given = fields.entries.filter { names.contains($0.key) }
        guard given.count == 1, let entry = given.first,
              let options = Self.shapeKeys.first(where: { $0.shape == entry.key })?.options else {
            if given.count > 1 {
                mismatch(node, path, expected: "one shape per item: rect, roundedRect, oval, arc or lines")
            } else {
                rejectUnknownKeys(of: fields, known: names)
                report(.missingKey(names), at: node.location, path)
            }
            return nil
        }
        rejectUnknownKeys(of: fields, known: [entry.key] + options)
        let value = (node: entry.value, path: path.appending(entry.key))
        func required(_ key: String, _ read: (SceneNode, ScenePath) -> CGFloat?) -> CGFloat? {
            guard let option = fields.value(key) else {
                report(.missingKey([key]), at: node.location, path)
                return nil
            }
            return read(option.node, option.path)
        }
        func flag(_ key: String, default fallback: Bool) -> Bool? {
            fields.value(key).map { bool($0.node, $0.path) } ?? fallback
        }
        switch entry.key {
        case "rect":
            return rect(value.node, value.path).map(LayerPath.Shape.rect)
        case "oval":
            return rect(value.node, value.path).map(LayerPath.Shape.oval)
        case "roundedRect":
            let bounds = rect(value.node, value.path)
            let radius = required("cornerRadius") { number($0, $1, .nonNegative) }
            guard let bounds, let radius else { return nil }
            return .roundedRect(bounds, cornerRadius: radius)
        case "arc":
            let center = point(value.node, value.path)
            let radius = required("radius") { number($0, $1, .nonNegative) }
            let start = required("startAngle", angle)
            let end = required("endAngle", angle)
            let clockwise = flag("clockwise", default: true)
            guard let center, let radius, let start, let end, let clockwise else { return nil }
            return .arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        default:
            let points = items(value.node, value.path, expected: "a list of points").map { list in
                list.map { point($0.node, $0.path) }
            }
            let closed = flag("closed", default: false)
            guard let points, !points.contains(where: { $0 == nil }), let closed else { return nil }
            guard points.count >= 2 else {
                mismatch(value.node, value.path, expected: "a list of at least two points")
                return nil
            }
            return .lines(points.compactMap { $0 }, closed: closed)
        }
    }
}
