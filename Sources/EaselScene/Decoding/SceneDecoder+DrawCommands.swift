import EaselGraphics
import Foundation

/// The arguments of the drawing commands that take a mapping.
extension SceneDecoder {
    func shadowCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["offset", "blur"], optional: ["color"]) else { return nil }
        let offset = fields.value("offset").flatMap { size($0.node, $0.path, allowsNegative: true) }
        let blur = fields.value("blur").flatMap { number($0.node, $0.path, .nonNegative) }
        let color = fields.value("color").map { self.color($0.node, $0.path) }
        guard let offset, let blur, color.map({ $0 != nil }) ?? true else { return nil }
        return .setShadow(offset: offset, blur: blur, color: color ?? nil)
    }

    func curveCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["to", "control1", "control2"]) else { return nil }
        let points = ["to", "control1", "control2"].map { fields.value($0).flatMap { point($0.node, $0.path) } }
        guard let to = points[0], let control1 = points[1], let control2 = points[2] else { return nil }
        return .addCurve(to: to, control1: control1, control2: control2)
    }

    func quadCurveCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["to", "control"]) else { return nil }
        let points = ["to", "control"].map { fields.value($0).flatMap { point($0.node, $0.path) } }
        guard let to = points[0], let control = points[1] else { return nil }
        return .addQuadCurve(to: to, control: control)
    }

    func arcCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["center", "radius", "startAngle", "endAngle"],
                                     optional: ["clockwise"]) else { return nil }
        let center = fields.value("center").flatMap { point($0.node, $0.path) }
        let radius = fields.value("radius").flatMap { number($0.node, $0.path, .nonNegative) }
        let start = fields.value("startAngle").flatMap { angle($0.node, $0.path) }
        let end = fields.value("endAngle").flatMap { angle($0.node, $0.path) }
        let clockwise = fields.value("clockwise").map { bool($0.node, $0.path) } ?? false
        guard let center, let radius, let start, let end, let clockwise else { return nil }
        return .addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    }

    func roundedRectCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["rect", "cornerRadius"]) else { return nil }
        let rect = fields.value("rect").flatMap { self.rect($0.node, $0.path) }
        let radius = fields.value("cornerRadius").flatMap { number($0.node, $0.path, .nonNegative) }
        guard let rect, let radius else { return nil }
        return .addRoundedRect(rect, cornerRadius: radius)
    }

    func fillCommand(_ node: SceneNode?, _ path: ScenePath) -> DrawCommand? {
        guard let node else { return .fill(rule: .winding, color: nil) }
        guard let fields = arguments(node, path, required: [], optional: ["color", "rule"]) else { return nil }
        let color = fields.value("color").map { self.color($0.node, $0.path) }
        let rule = fields.value("rule").map { name($0.node, $0.path, category: "fill rule", EnumNames.fillRules) } ?? .winding
        guard let rule, color.map({ $0 != nil }) ?? true else { return nil }
        return .fill(rule: rule, color: color ?? nil)
    }

    func strokeCommand(_ node: SceneNode?, _ path: ScenePath) -> DrawCommand? {
        var style = DrawCommand.StrokeStyle()
        guard let node else { return .stroke(style) }
        guard let fields = arguments(node, path, required: [],
                                     optional: ["color", "width", "cap", "join", "miterLimit", "dash", "dashPhase"]) else {
            return nil
        }
        let before = problems.count
        style.color = fields.value("color").flatMap { color($0.node, $0.path) }
        style.width = fields.value("width").flatMap { number($0.node, $0.path, .nonNegative) }
        style.cap = fields.value("cap").flatMap { name($0.node, $0.path, category: "line cap", EnumNames.lineCaps) }
        style.join = fields.value("join").flatMap { name($0.node, $0.path, category: "line join", EnumNames.lineJoins) }
        style.miterLimit = fields.value("miterLimit").flatMap { number($0.node, $0.path, .nonNegative) }
        let lengths = fields.value("dash").flatMap { value in
            items(value.node, value.path, expected: "a list of dash lengths")?.compactMap { number($0.node, $0.path, .nonNegative) }
        }
        let phase = fields.value("dashPhase").flatMap { number($0.node, $0.path) }
        if let lengths { style.dash = (lengths, phase ?? 0) } else if fields.has("dashPhase") {
            report(.missingKey(["dash"]), at: node.location, path)
        }
        return problems.count == before ? .stroke(style) : nil
    }

    func clipCommand(_ node: SceneNode?, _ path: ScenePath) -> DrawCommand? {
        guard let node else { return .clip(rule: .winding) }
        guard let fields = arguments(node, path, required: [], optional: ["rule", "rect"]) else { return nil }
        if fields.has("rule"), fields.has("rect") {
            report(.conflictingKeys("rule", "rect"), at: fields.keyLocation("rect"), path.appending("rect"))
            return nil
        }
        if let value = fields.value("rect") { return rect(value.node, value.path).map(DrawCommand.clipToRect) }
        let rule = fields.value("rule").map { name($0.node, $0.path, category: "fill rule", EnumNames.fillRules) } ?? .winding
        return rule.map { .clip(rule: $0) }
    }
}
