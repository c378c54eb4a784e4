import Foundation

/// Checks a JSON value against a JSON Schema, for the keywords the documented schemas
/// use: `type` (one or a list), `const`, `enum`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `minimum`, `maximum`, `oneOf` and `$ref` to
/// `#/$defs/…`. A keyword it does not know fails the check, so that the schema cannot
/// say more than is checked.
struct JSONSchemaValidator {
    let root: [String: Any]

    init(schemaFile path: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    /// Every place where `value` breaks the schema, as `path: problem`; empty when it fits.
    func problems(of value: Any) -> [String] {
        problems(of: value, against: root, at: "$")
    }

    private static let known: Set<String> = ["$schema", "$id", "title", "description", "type", "const", "enum", "properties",
                                             "required", "additionalProperties", "items", "minimum", "maximum", "oneOf", "$ref", "$defs"]
    private static let booleanType = type(of: NSNumber(value: true))

    private func problems(of value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let unknown = schema.keys.first(where: { !Self.known.contains($0) }) {
            return ["\(path): the schema uses \(unknown), which this validator does not check"]
        }
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definition = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else { return ["\(path): no \(reference)"] }
            return problems(of: value, against: definition, at: path)
        }
        if let choices = schema["oneOf"] as? [[String: Any]] {
            let matching = choices.filter { problems(of: value, against: $0, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(path): matches \(matching) of the oneOf choices, not exactly one"]
        }
        var found: [String] = []
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [types as! String]
            if !allowed.contains(where: { hasType(value, $0) }) { return ["\(path): \(describe(value)) is not \(allowed.joined(separator: " or "))"] }
        }
        if let constant = schema["const"], !equal(value, constant) { found.append("\(path): \(describe(value)) is not \(constant)") }
        if let options = schema["enum"] as? [Any], !options.contains(where: { equal(value, $0) }) {
            found.append("\(path): \(describe(value)) is not one of \(options)")
        }
        if let number = value as? NSNumber, type(of: value) != Self.booleanType {
            if let minimum = schema["minimum"] as? Double, number.doubleValue < minimum { found.append("\(path): \(number) < \(minimum)") }
            if let maximum = schema["maximum"] as? Double, number.doubleValue > maximum { found.append("\(path): \(number) > \(maximum)") }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in (schema["required"] as? [String] ?? []) where object[key] == nil { found.append("\(path): \(key) is missing") }
            if schema["additionalProperties"] as? Bool == false {
                for key in object.keys.sorted() where properties[key] == nil { found.append("\(path): \(key) is not in the schema") }
            }
            for (key, property) in properties.sorted(by: { $0.key < $1.key }) {
                if let member = object[key] { found += problems(of: member, against: property, at: "\(path).\(key)") }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { found += problems(of: item, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private func hasType(_ value: Any, _ type: String) -> Bool {
        let isBoolean = Swift.type(of: value) == Self.booleanType
        switch type {
        case "null": return value is NSNull
        case "boolean": return isBoolean
        case "string": return value is String
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "number": return !isBoolean && value is NSNumber
        case "integer": return !isBoolean && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } == true
        default: return false
        }
    }

    private func equal(_ value: Any, _ other: Any) -> Bool {
        (value as? NSObject)?.isEqual(other) ?? false
    }

    private func describe(_ value: Any) -> String {
        value is NSNull ? "null" : "\(value)"
    }
}
