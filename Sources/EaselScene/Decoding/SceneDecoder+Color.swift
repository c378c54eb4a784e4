import EaselGraphics

/// Colors: `#RRGGBB`, `#RRGGBBAA` (and the short `#RGB`, `#RGBA`), or a UIKit color name.
extension SceneDecoder {
    /// A color, hex or named; a misspelt name gets the nearest name as a suggestion.
    func color(_ node: SceneNode, _ path: ScenePath) -> Color? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string else {
            mismatch(node, path, expected: "a color (#RRGGBB, #RRGGBBAA or a name such as systemBlue)")
            return nil
        }
        if kind == .plain, text.isEmpty {
            // `color: #FF0000` in YAML is an empty value followed by a comment.
            mismatch(node, path, expected: "a color (in YAML, quote hex colors: \"#RRGGBB\", since # starts a comment)")
            return nil
        }
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                mismatch(node, path, expected: "a color (#RRGGBB or #RRGGBBAA)")
                return nil
            }
            return color
        }
        if let position = ColorNames.positions[text] { return ColorNames.table[position].1 }
        return name(node, path, category: "color", ColorNames.table)
    }
}
