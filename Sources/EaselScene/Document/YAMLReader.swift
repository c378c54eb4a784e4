import Foundation
import Yams

/// Reads YAML text into a `SceneNode` with libyaml (through Yams), keeping each
/// value's position.
enum YAMLReader {
    /// The document's root value, or `nil` for a document with no content.
    static func read(_ text: String) throws(DocumentSyntaxError) -> SceneNode? {
        if let excess = YAMLNesting.firstExcess(in: text) { throw excess }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, in: text)
        } catch {
            throw DocumentSyntaxError(message: "\(error)", location: SourceLocation(line: 1, column: 1))
        }
        guard let node else { return nil }
        return try convert(node)
    }

    private static func convert(_ node: Node) throws(DocumentSyntaxError) -> SceneNode {
        let location = position(node.mark)
        switch node {
        case .scalar(let scalar):
            let kind: SceneNode.ScalarKind = scalar.style == .plain ? .plain : .string
            return SceneNode(content: .scalar(scalar.string, kind), location: location)
        case .sequence(let sequence):
            var items: [SceneNode] = []
            for item in sequence { items.append(try convert(item)) }
            return SceneNode(content: .sequence(items), location: location)
        case .mapping(let mapping):
            var entries: [SceneNode.Entry] = []
            for (key, value) in mapping {
                guard case .scalar(let name) = key else {
                    throw DocumentSyntaxError(message: "a key must be a name, not a list or a mapping",
                                              location: position(key.mark))
                }
                entries.append(SceneNode.Entry(key: name.string, keyLocation: position(key.mark),
                                               value: try convert(value)))
            }
            return SceneNode(content: .mapping(entries), location: location)
        }
    }

    private static func position(_ mark: Mark?) -> SourceLocation {
        SourceLocation(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// libyaml's problem and context ("could not find expected ':' while scanning a
    /// simple key at 3:1") at the problem's position.
    private static func syntaxError(_ error: YamlError, in text: String) -> DocumentSyntaxError {
        func described(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> DocumentSyntaxError {
            var message = problem
            if let context { message += " (\(context.text) at \(position(context.mark)))" }
            return DocumentSyntaxError(message: message, location: position(mark))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return described(problem, context, mark)
        case .reader(let problem, let offset, _, _):
            return DocumentSyntaxError(message: problem, location: location(ofUTF8Offset: offset ?? 0, in: text))
        default:
            return DocumentSyntaxError(message: "\(error)", location: SourceLocation(line: 1, column: 1))
        }
    }

    private static func location(ofUTF8Offset offset: Int, in text: String) -> SourceLocation {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            consumed += String(scalar).utf8.count
            if consumed > offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}
