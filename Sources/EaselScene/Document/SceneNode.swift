/// One value of a scene document, with where it was written.
///
/// Both formats are read into this type (YAML by `YAMLReader`, JSON by `JSONReader`)
/// and the decoder reads only this type, which is what makes YAML and JSON one schema.
/// Scalars keep their text and how they were written; the decoder types them by what
/// the schema expects at that place (so `text: no` is the string "no", not `false`).
struct SceneNode: Sendable {
    /// How a scalar was written, which decides what it may stand for.
    enum ScalarKind: Sendable {
        /// An unquoted YAML scalar: a number, `true`/`false`, a name or a string,
        /// whichever the schema expects.
        case plain
        /// A quoted YAML scalar or a JSON string: only ever a string.
        case string
        /// A JSON number.
        case number
        /// A JSON `true` or `false`.
        case boolean
        /// A JSON `null`.
        case null
    }

    /// A key of a mapping, with its own position (where "unknown key" points).
    struct Entry: Sendable {
        let key: String
        let keyLocation: SourceLocation
        let value: SceneNode
    }

    enum Content: Sendable {
        case scalar(String, ScalarKind)
        case mapping([Entry])
        case sequence([SceneNode])
    }

    let content: Content
    let location: SourceLocation

    /// How a message names this value when it is not what was expected: the text of
    /// a scalar (quoted unless it reads as a number or a literal), or the kind of
    /// collection.
    var foundDescription: String {
        switch content {
        case .scalar(let text, let kind):
            switch kind {
            case .number, .boolean, .null: return text
            case .string: return Self.quoted(text)
            case .plain:
                if text.isEmpty { return "nothing" }
                if Double(text) != nil || ["true", "false", "null"].contains(text) { return text }
                return Self.quoted(text)
            }
        case .mapping(let entries):
            return entries.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let items):
            return items.count == 1 ? "a list of 1 item" : "a list of \(items.count) items"
        }
    }

    /// A string in double quotes, with quotes, backslashes and control characters
    /// escaped, as messages show user text.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
