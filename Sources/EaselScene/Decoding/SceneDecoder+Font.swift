import EaselGraphics
import Foundation

/// Fonts: a size (the system font), or a mapping like `UIFont`'s initializers.
extension SceneDecoder {
    /// `font: 17` is `.systemFont(ofSize: 17)`; a mapping takes `size` (17 by default)
    /// and either `name` (as `UIFont(name:size:)`) or any of `weight` (UIKit's weight
    /// names), `italic` and `design` (`default`, `monospaced`, `serif`, as
    /// `UIFontDescriptor.SystemDesign`), or `textStyle` alone (a Dynamic Type style, as
    /// `UIFont.preferredFont(forTextStyle:)`, at the scene's content size).
    func font(_ node: SceneNode, _ path: ScenePath) -> Font? {
        if case .scalar = node.content { return number(node, path, .fontSize).map { Font.systemFont(ofSize: $0) } }
        guard let fields = fields(node, path, expected: "a font (a size, or a mapping with size, weight, …)") else {
            return nil
        }
        rejectUnknownKeys(of: fields, known: ["size", "name", "weight", "italic", "design", "textStyle"])
        if let value = fields.value("textStyle") { return textStyleFont(value, fields, path) }
        for styleKey in ["weight", "italic", "design"] where fields.has("name") && fields.has(styleKey) {
            report(.conflictingKeys("name", styleKey), at: fields.keyLocation(styleKey), path.appending(styleKey))
        }
        let size = fields.value("size").map { number($0.node, $0.path, .fontSize) } ?? Font.labelFontSize
        let name = fields.value("name").map { string($0.node, $0.path) } ?? nil
        let weight = fields.value("weight").map { self.name($0.node, $0.path, category: "font weight", EnumNames.fontWeights) }
            ?? .regular
        let italic = fields.value("italic").map { bool($0.node, $0.path) } ?? false
        let designs: [(String, Font.Design)] = [("default", .default), ("monospaced", .monospaced), ("serif", .serif)]
        let design = fields.value("design").map { self.name($0.node, $0.path, category: "font design", designs) } ?? .default
        guard let size, let weight, let italic, let design else { return nil }
        if let name { return Font(name: name, size: size) }
        return Font.systemFont(ofSize: size, weight: weight, design: design, italic: italic)
    }

    /// `font: {textStyle: body}`: the preferred font of the style; no other key goes with it.
    private func textStyleFont(_ value: (node: SceneNode, path: ScenePath), _ fields: Fields, _ path: ScenePath) -> Font? {
        for key in ["size", "name", "weight", "italic", "design"] where fields.has(key) {
            report(.conflictingKeys("textStyle", key), at: fields.keyLocation(key), path.appending(key))
        }
        return name(value.node, value.path, category: "text style", Font.TextStyle.allCases.map { ($0.rawValue, $0) })
            .map { Font.preferredFont(forTextStyle: $0, compatibleWith: TraitCollection()) }
    }
}
