import EaselGraphics
import Foundation

/// One drawing command of a `Canvas`'s `draw` list: the name scenes write, and how
/// its argument is read. `DrawCommandSpec.all` is the schema of drawing commands.
struct DrawCommandSpec: Sendable {
    /// How a command takes its argument.
    enum Argument: Sendable {
        /// None: the command is written as a bare name (`- save`).
        case none
        /// Required: the command is a one-key mapping (`- move: [0, 0]`).
        case required
        /// Either (`- fill` or `- fill: {color: red}`).
        case optional
    }

    let name: String
    let argument: Argument
    /// Reads the argument (`nil` when there is none); `nil` after a problem.
    let decode: @Sendable (SceneDecoder, SceneNode?, ScenePath) -> DrawCommand?

    static let all: [DrawCommandSpec] = [
        DrawCommandSpec(name: "save", argument: .none) { _, _, _ in .saveGState },
        DrawCommandSpec(name: "restore", argument: .none) { _, _, _ in .restoreGState },
        DrawCommandSpec(name: "translate", argument: .required) { $0.point($1!, $2).map { .translate(x: $0.x, y: $0.y) } },
        DrawCommandSpec(name: "scale", argument: .required) { $0.scaleFactors($1!, $2).map { .scale(x: $0.width, y: $0.height) } },
        DrawCommandSpec(name: "rotate", argument: .required) { $0.angle($1!, $2).map(DrawCommand.rotate) },
        DrawCommandSpec(name: "concatenate", argument: .required) { $0.matrix($1!, $2).map(DrawCommand.concatenate) },
        DrawCommandSpec(name: "alpha", argument: .required) { $0.number($1!, $2, .unit).map(DrawCommand.setAlpha) },
        DrawCommandSpec(name: "blendMode", argument: .required) {
            $0.name($1!, $2, category: "blend mode", EnumNames.blendModes).map(DrawCommand.setBlendMode)
        },
        DrawCommandSpec(name: "shadow", argument: .required) { $0.shadowCommand($1!, $2) },
        DrawCommandSpec(name: "beginPath", argument: .none) { _, _, _ in .beginPath },
        DrawCommandSpec(name: "move", argument: .required) { $0.point($1!, $2).map { .move(to: $0) } },
        DrawCommandSpec(name: "line", argument: .required) { $0.point($1!, $2).map { .addLine(to: $0) } },
        DrawCommandSpec(name: "curve", argument: .required) { $0.curveCommand($1!, $2) },
        DrawCommandSpec(name: "quadCurve", argument: .required) { $0.quadCurveCommand($1!, $2) },
        DrawCommandSpec(name: "arc", argument: .required) { $0.arcCommand($1!, $2) },
        DrawCommandSpec(name: "rect", argument: .required) { $0.rect($1!, $2).map(DrawCommand.addRect) },
        DrawCommandSpec(name: "ellipse", argument: .required) { $0.rect($1!, $2).map { .addEllipse(in: $0) } },
        DrawCommandSpec(name: "roundedRect", argument: .required) { $0.roundedRectCommand($1!, $2) },
        DrawCommandSpec(name: "close", argument: .none) { _, _, _ in .closePath },
        DrawCommandSpec(name: "fill", argument: .optional) { $0.fillCommand($1, $2) },
        DrawCommandSpec(name: "stroke", argument: .optional) { $0.strokeCommand($1, $2) },
        DrawCommandSpec(name: "clip", argument: .optional) { $0.clipCommand($1, $2) },
        DrawCommandSpec(name: "linearGradient", argument: .required) { $0.linearGradientCommand($1!, $2) },
        DrawCommandSpec(name: "radialGradient", argument: .required) { $0.radialGradientCommand($1!, $2) },
        DrawCommandSpec(name: "text", argument: .required) { $0.textCommand($1!, $2) },
        DrawCommandSpec(name: "image", argument: .required) { $0.imageCommand($1!, $2) },
    ]
}

extension SceneDecoder {
    /// A `draw` list: each item a bare command name or a one-key mapping from the
    /// command's name to its argument.
    func drawing(_ node: SceneNode, _ path: ScenePath) -> [DrawCommand]? {
        guard let list = items(node, path, expected: "a list of drawing commands") else { return nil }
        let commands = list.map { drawCommand($0.node, $0.path) }
        return commands.contains { $0 == nil } ? nil : commands.compactMap { $0 }
    }

    private func drawCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        let name: String
        let nameLocation: SourceLocation
        let argument: SceneNode?
        switch node.content {
        case .scalar(let text, let kind) where kind == .plain || kind == .string:
            (name, nameLocation, argument) = (text, node.location, nil)
        case .mapping(let entries) where entries.count == 1:
            (name, nameLocation, argument) = (entries[0].key, entries[0].keyLocation, entries[0].value)
        default:
            mismatch(node, path, expected: "a drawing command (a name, or one name with its argument)")
            return nil
        }
        let argumentPath = argument == nil ? path : path.appending(name)
        guard let spec = DrawCommandSpec.all.first(where: { $0.name == name }) else {
            let names = DrawCommandSpec.all.map(\.name)
            report(.unknownName(category: "drawing command", name: name,
                                suggestion: Suggestion.closest(to: name, among: names), known: []),
                   at: nameLocation, argumentPath)
            return nil
        }
        switch (spec.argument, argument) {
        case (.none, let argument?):
            mismatch(argument, argumentPath, expected: "nothing (write \"- \(name)\" alone)")
            return nil
        case (.required, nil):
            mismatch(node, path, expected: "\"\(name)\" with its argument (\"- \(name): …\")")
            return nil
        default:
            return spec.decode(self, argument, argumentPath)
        }
    }

    /// The mapping argument of a command, with unknown and missing keys reported.
    func arguments(_ node: SceneNode, _ path: ScenePath, required: [String], optional: [String] = []) -> Fields? {
        guard let fields = fields(node, path) else { return nil }
        rejectUnknownKeys(of: fields, known: required + optional)
        let missing = required.filter { !fields.has($0) }
        if !missing.isEmpty {
            report(.missingKey(missing), at: node.location, path)
            return nil
        }
        return fields
    }
}
