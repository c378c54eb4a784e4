import EaselGraphics
import Foundation

/// Scalars and the small geometric values built from them.
extension SceneDecoder {
    /// A finite number in `range`: a plain YAML scalar or a JSON number. NaN and the
    /// infinities, however spelt (`.nan`, `-.inf`, `1e999`), are named as such.
    func number(_ node: SceneNode, _ path: ScenePath, _ range: NumberRange = .any) -> CGFloat? {
        guard let value = Self.number(node, range) else {
            if case .scalar(let text, let kind) = node.content, kind == .plain || kind == .number,
               let special = Self.nonFinite(text) {
                report(.typeMismatch(expected: range.description, found: "\(node.foundDescription), which is \(special)"),
                       at: node.location, path)
            } else {
                mismatch(node, path, expected: range.description)
            }
            return nil
        }
        return value
    }

    /// The number at `node` when it is one in `range`, else `nil` (with nothing
    /// reported): what `number(_:_:_:)` accepts, for callers that make a value's path
    /// only when it is wrong.
    private static func number(_ node: SceneNode, _ range: NumberRange) -> CGFloat? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .number,
              let value = Double(text), value.isFinite, range.contains(value) else { return nil }
        return CGFloat(value)
    }

    /// What a scalar that reads as NaN or an infinity is (`"not a number"`,
    /// `"infinite"`), in Swift's spelling or YAML 1.1's (`.nan`, `.inf`, `-.Inf`).
    private static func nonFinite(_ text: String) -> String? {
        let yaml = text.lowercased().replacingOccurrences(of: ".", with: "")
        if let value = Double(text) ?? Double(yaml), !value.isFinite { return value.isNaN ? "not a number" : "infinite" }
        return nil
    }

    /// A whole number of at least `minimum`.
    func integer(_ node: SceneNode, _ path: ScenePath, minimum: Int = .min) -> Int? {
        let expected = minimum == .min ? "a whole number" : "a whole number of at least \(minimum)"
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .number,
              let value = Int(text), value >= minimum else {
            mismatch(node, path, expected: expected)
            return nil
        }
        return value
    }

    /// `true` or `false`, unquoted.
    func bool(_ node: SceneNode, _ path: ScenePath) -> Bool? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .boolean,
              text == "true" || text == "false" else {
            mismatch(node, path, expected: "true or false")
            return nil
        }
        return text == "true"
    }

    /// A string: any scalar written as one (a YAML scalar, quoted or not, or a JSON string).
    func string(_ node: SceneNode, _ path: ScenePath, expected: String = "a string") -> String? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string else {
            mismatch(node, path, expected: expected)
            return nil
        }
        return text
    }

    /// A moment, written in ISO 8601 with its zone (`2026-01-09T09:41:00Z`), as a date
    /// picker's `date` takes it.
    func date(_ node: SceneNode, _ path: ScenePath) -> Date? {
        let expected = "a date and time in ISO 8601 (2026-01-09T09:41:00Z)"
        guard let text = string(node, path, expected: expected) else { return nil }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            mismatch(node, path, expected: expected)
            return nil
        }
        return date
    }

    /// A fixed number of numbers, written as a list (`[x, y]`) or as a mapping with
    /// the given names (`{x: 1, y: 2}`).
    func numbers(_ node: SceneNode, _ path: ScenePath, names: [String], expected: String,
                 range: (Int) -> NumberRange = { _ in .any }) -> [CGFloat]? {
        switch node.content {
        case .sequence(let items) where items.count == names.count:
            // A frame is four numbers of every view: an item's path is made only to
            // report it (in the order of the list, as before).
            var values: [CGFloat] = []
            values.reserveCapacity(items.count)
            var allRead = true
            for (offset, item) in items.enumerated() {
                if let value = Self.number(item, range(offset)) {
                    values.append(value)
                } else {
                    _ = number(item, path.appending(offset), range(offset))
                    allRead = false
                }
            }
            return allRead ? values : nil
        case .mapping:
            guard let fields = fields(node, path) else { return nil }
            rejectUnknownKeys(of: fields, known: names)
            let missing = names.filter { !fields.has($0) }
            if !missing.isEmpty { report(.missingKey(missing), at: node.location, path) }
            let values = names.enumerated().map { index, name in
                fields.value(name).flatMap { number($0.node, $0.path, range(index)) }
            }
            return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
        default:
            mismatch(node, path, expected: expected)
            return nil
        }
    }

    /// The items of the list at `node`, or `node` as the only item: where one value may
    /// stand alone for a list of one (a transform's operation, a path's shape).
    func itemOrList(_ node: SceneNode, _ path: ScenePath) -> [(node: SceneNode, path: ScenePath)]? {
        if case .sequence = node.content { return items(node, path) }
        return [(node, path)]
    }

    /// A point, `[x, y]` or `{x, y}`.
    func point(_ node: SceneNode, _ path: ScenePath) -> CGPoint? {
        numbers(node, path, names: ["x", "y"], expected: "a point [x, y]").map { CGPoint(x: $0[0], y: $0[1]) }
    }

    /// An offset or size, `[width, height]` or `{width, height}`; sizes are not negative.
    func size(_ node: SceneNode, _ path: ScenePath, allowsNegative: Bool = false) -> CGSize? {
        let range: NumberRange = allowsNegative ? .any : .nonNegative
        let expected = allowsNegative ? "an offset [width, height]" : "a size [width, height]"
        return numbers(node, path, names: ["width", "height"], expected: expected, range: { _ in range })
            .map { CGSize(width: $0[0], height: $0[1]) }
    }

    /// A rectangle, `[x, y, width, height]` or `{x, y, width, height}`, of non-negative size.
    func rect(_ node: SceneNode, _ path: ScenePath) -> CGRect? {
        numbers(node, path, names: ["x", "y", "width", "height"], expected: "a rectangle [x, y, width, height]",
                range: { $0 >= 2 ? .nonNegative : .any })
            .map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    /// Edge insets, `[top, left, bottom, right]` or `{top, left, bottom, right}`.
    func insets(_ node: SceneNode, _ path: ScenePath) -> EdgeInsets? {
        numbers(node, path, names: ["top", "left", "bottom", "right"], expected: "insets [top, left, bottom, right]")
            .map { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// An angle in radians, as CoreGraphics takes it: a number of radians, or a
    /// string of degrees ending in `deg` (`45deg`).
    func angle(_ node: SceneNode, _ path: ScenePath) -> CGFloat? {
        let expected = "an angle (radians, or degrees such as 45deg)"
        guard case .scalar(let text, let kind) = node.content else {
            mismatch(node, path, expected: expected)
            return nil
        }
        if kind == .plain || kind == .number, let radians = Double(text), radians.isFinite { return CGFloat(radians) }
        if kind == .plain || kind == .string, text.hasSuffix("deg"),
           let degrees = Double(text.dropLast(3)), degrees.isFinite {
            return CGFloat(degrees * .pi / 180)
        }
        mismatch(node, path, expected: expected)
        return nil
    }

    /// One of a closed set of names (`category` names the set in messages: "content
    /// mode"), with a suggestion for a misspelt one.
    func name<Value>(_ node: SceneNode, _ path: ScenePath, category: String, _ table: [(String, Value)]) -> Value? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string else {
            mismatch(node, path, expected: "a \(category) name")
            return nil
        }
        if let match = table.first(where: { $0.0 == text }) { return match.1 }
        let names = table.map(\.0)
        report(.unknownName(category: category, name: text, suggestion: Suggestion.closest(to: text, among: names),
                            known: names), at: node.location, path)
        return nil
    }

    /// The event's `animated` flag, `fallback` when not given; `nil` after a problem.
    func animated(in fields: Fields, default fallback: Bool) -> Bool? {
        guard let value = fields.value("animated") else { return fallback }
        return bool(value.node, value.path)
    }
}
