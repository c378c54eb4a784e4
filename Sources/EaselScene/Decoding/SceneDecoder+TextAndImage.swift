import EaselGraphics
import Foundation

/// The `text` and `image` drawing commands: what to draw, and `at` a point or `in` a
/// rectangle.
extension SceneDecoder {
    /// `text: {string, at | in, font, color, alignment, lineBreakMode}`, drawn like
    /// `NSString.draw(at:withAttributes:)` or `draw(in:withAttributes:)`.
    func textCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["string"],
                                     optional: ["at", "in", "font", "color", "alignment", "lineBreakMode"]) else {
            return nil
        }
        let before = problems.count
        let string = fields.value("string").flatMap { text($0.node, $0.path) }
        let placement = self.placement(fields, node, path)
        var attributes = TextAttributes()
        if let font = fields.value("font").flatMap({ font($0.node, $0.path) }) { attributes.font = font }
        if let color = fields.value("color").flatMap({ color($0.node, $0.path) }) { attributes.foregroundColor = color }
        if let alignment = fields.value("alignment").flatMap({
            name($0.node, $0.path, category: "text alignment", EnumNames.textAlignments)
        }) { attributes.paragraphStyle.alignment = alignment }
        if let mode = fields.value("lineBreakMode").flatMap({
            name($0.node, $0.path, category: "line break mode", EnumNames.lineBreakModes)
        }) { attributes.paragraphStyle.lineBreakMode = mode }
        guard let string, let placement, problems.count == before else { return nil }
        return .text(string, placement, attributes)
    }

    /// `image: {file, at | in}`, drawn like `UIImage.draw(in:)`; `at` draws it at its
    /// size in points.
    func imageCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["file"], optional: ["at", "in"]) else { return nil }
        let image = fields.value("file").flatMap { self.image($0.node, $0.path) }
        guard let image, let placement = placement(fields, node, path) else { return nil }
        switch placement {
        case .at(let point): return .image(image, in: CGRect(origin: point, size: image.image.size))
        case .inRect(let rect): return .image(image, in: rect)
        }
    }

    /// Exactly one of `at: [x, y]` and `in: [x, y, width, height]`.
    private func placement(_ fields: Fields, _ node: SceneNode, _ path: ScenePath) -> DrawCommand.TextPlacement? {
        switch (fields.value("at"), fields.value("in")) {
        case (let at?, nil): return point(at.node, at.path).map { .at($0) }
        case (nil, let rect?): return self.rect(rect.node, rect.path).map { .inRect($0) }
        case (_?, _?):
            report(.conflictingKeys("at", "in"), at: fields.keyLocation("in"), path.appending("in"))
        case (nil, nil):
            report(.missingKey(["at", "in"]), at: node.location, path)
        }
        return nil
    }
}
