import Foundation

/// Scripted typing into text fields, as the keyboard types: `type: "hello"` with
/// `into: <field id>` types key by key (the field becomes the first responder first,
/// as a tap would make it); `return: <field id>` presses the return key in a field
/// that is editing.
extension EventActionSpec {
    static let typing: [EventActionSpec] = [
        EventActionSpec(key: "type", parameters: ["into"], isChange: false) { decoder, fields, target in
            let text = decoder.string(target.node, target.path, expected: "the text to type")
            guard let into = fields.value("into") else {
                decoder.report(.missingKey(["into"]), at: fields.node.location, fields.path)
                return nil
            }
            let field = decoder.textFieldTarget((into.node, into.path))
            guard let text, let field else { return nil }
            return .type(text, intoViewID: field)
        },
        EventActionSpec(key: "return", parameters: [], isChange: false) { decoder, _, target in
            decoder.textFieldTarget(target).map { .pressReturn(viewID: $0) }
        },
    ]
}

extension SceneDecoder {
    /// The id of a `TextField` declared in the scene; another class is an error at the id.
    func textFieldTarget(_ target: (node: SceneNode, path: ScenePath)) -> String? { viewTarget(target, of: .textField) }
}
