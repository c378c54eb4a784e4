import CYaml

/// Reads YAML text into a `SceneNode` from libyaml's events, keeping each value's
/// position.
///
/// libyaml is the copy Yams builds (its `CYaml` module). The reader works on events
/// rather than on a composed document because of aliases: `*name` repeats the value
/// anchored as `&name`, so nine anchors of nine aliases each describe 9⁹ values in a
/// kilobyte (the "billion laughs"). Each anchored value's size is known when it ends,
/// so the reader adds an alias's size as it meets the alias, and stops at the alias
/// that takes the document past its limit, before anything is expanded. A repeated
/// value shares its storage with the anchored one, so reading costs no more than the
/// text; it is the decoder's walk that a limit on expanded values bounds.
///
/// A scene of a thousand views is tens of thousands of events: the reader's state is
/// only ever used from the one call that reads, so its accesses go unchecked
/// (`@exclusivity(unchecked)`, which Swift would otherwise check at run time for
/// every event), and an event lives on the stack (`Event`), not in an object.
final class YAMLReader {
    @exclusivity(unchecked) private var parser = yaml_parser_t()
    private let text: String
    /// The most values (keys included, each alias counting as the values it repeats)
    /// the document may expand to.
    private let valueLimit: Int
    @exclusivity(unchecked) private var values = 0
    /// Each anchor's latest value and how many values it expands to.
    @exclusivity(unchecked) private var anchors: [String: (node: SceneNode, values: Int)] = [:]

    /// The document's root value, or `nil` for a document with no content. A document
    /// that expands to more than `valueLimit` values is refused at the value or alias
    /// that crosses it.
    static func read(_ text: String, valueLimit: Int) throws(DocumentError) -> SceneNode? {
        if let excess = YAMLNesting.firstExcess(in: text) { throw excess }
        return try YAMLReader(text: text, valueLimit: valueLimit).document()
    }

    private init(text: String, valueLimit: Int) {
        self.text = text
        self.valueLimit = valueLimit
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    }

    deinit { yaml_parser_delete(&parser) }

    /// Reads the stream, which must hold at most one document.
    private func document() throws(DocumentError) -> SceneNode? {
        var text = self.text
        // The parser reads the text in place, so the whole read happens while its
        // UTF-8 storage is pinned; withUTF8 only rethrows untyped errors, hence the Result.
        return try text.withUTF8 { bytes in
            Result { () throws(DocumentError) -> SceneNode? in
                yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
                _ = try nextEvent()  // the stream's start
                guard try nextEvent().event.type == YAML_DOCUMENT_START_EVENT else { return nil }
                let root = try node(from: nextEvent())
                _ = try nextEvent()  // the document's end
                let end = try nextEvent()
                if end.event.type != YAML_STREAM_END_EVENT {
                    throw DocumentError(message: "but found another document (expected a single document in the stream at 1:1)",
                                        location: end.startLocation)
                }
                return root
            }
        }.get()
    }

    /// Reads the value that `event` starts, and everything in it.
    private func node(from event: borrowing Event) throws(DocumentError) -> SceneNode {
        let location = event.startLocation
        switch event.event.type {
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.event.data.alias.anchor)
            guard let anchored = anchors[name] else {
                throw DocumentError(message: "found undefined alias", location: location)
            }
            try count(anchored.values, at: location)
            return anchored.node
        case YAML_SCALAR_EVENT:
            try count(1, at: location)
            let scalar = event.event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let node = SceneNode(content: .scalar(value, scalar.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .string),
                                 location: location)
            anchor(node, as: scalar.anchor, values: 1)
            return node
        case YAML_SEQUENCE_START_EVENT:
            let first = values
            try count(1, at: location)
            var items: [SceneNode] = []
            while true {
                let next = try nextEvent()
                if next.event.type == YAML_SEQUENCE_END_EVENT { break }
                items.append(try node(from: next))
            }
            let node = SceneNode(content: .sequence(items), location: location)
            anchor(node, as: event.event.data.sequence_start.anchor, values: values - first)
            return node
        default:
            let first = values
            try count(1, at: location)
            var entries: [SceneNode.Entry] = []
            while true {
                let next = try nextEvent()
                if next.event.type == YAML_MAPPING_END_EVENT { break }
                let keyLocation = next.startLocation
                let key = try node(from: next)
                guard case .scalar(let name, _) = key.content else {
                    throw DocumentError(message: "a key must be a name, not a list or a mapping", location: keyLocation)
                }
                entries.append(SceneNode.Entry(key: name, keyLocation: keyLocation, value: try node(from: nextEvent())))
            }
            let node = SceneNode(content: .mapping(entries), location: location)
            anchor(node, as: event.event.data.mapping_start.anchor, values: values - first)
            return node
        }
    }

    /// Adds `count` values to the document's, refusing the value or alias at
    /// `location` when they take it past the limit.
    private func count(_ count: Int, at location: SourceLocation) throws(DocumentError) {
        values += count
        if values > valueLimit { throw DocumentError(reason: .tooManyValues(limit: valueLimit), location: location) }
    }

    /// Records `node` under the anchor `name` (if it has one), replacing an earlier
    /// value of that name as YAML does.
    private func anchor(_ node: SceneNode, as name: UnsafeMutablePointer<yaml_char_t>?, values: Int) {
        guard name != nil else { return }
        anchors[Self.string(name)] = (node, values)
    }

    /// The parser's next event, or its error at the position it gives.
    private func nextEvent() throws(DocumentError) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw error() }
        return Event(event: event)
    }

    /// libyaml's problem and context ("could not find expected ':' while scanning a
    /// simple key at 3:1") at the problem's position.
    private func error() -> DocumentError {
        let problem = parser.problem.map { String(cString: $0) } ?? "the text cannot be read"
        switch parser.error {
        case YAML_READER_ERROR:
            return DocumentError(message: problem, location: location(ofUTF8Offset: Int(parser.problem_offset)))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            var message = problem
            if let context = parser.context {
                message += " (\(String(cString: context)) at \(SourceLocation(parser.context_mark)))"
            }
            return DocumentError(message: message, location: SourceLocation(parser.problem_mark))
        default:
            return DocumentError(message: problem, location: SourceLocation(line: 1, column: 1))
        }
    }

    private func location(ofUTF8Offset offset: Int) -> SourceLocation {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            consumed += String(scalar).utf8.count
            if consumed > offset { break }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }

    private static func string(_ characters: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let characters else { return "" }
        return String(cString: characters)
    }
}

/// One libyaml event, which owns the strings it points to until it is released.
private struct Event: ~Copyable {
    var event: yaml_event_t

    var startLocation: SourceLocation { SourceLocation(event.start_mark) }

    deinit {
        // A struct's deinit cannot mutate it; the copy points to the same strings.
        var owned = event
        yaml_event_delete(&owned)
    }
}

extension SourceLocation {
    /// The position of libyaml's `mark`, which counts from 0.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
