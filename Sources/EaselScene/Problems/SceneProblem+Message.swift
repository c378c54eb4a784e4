/// The one place where problems become the text a user reads.
///
/// Every line has the shape compilers use, so editors and terminals link it to the
/// place: `scene.yaml:12:7: root.subviews[2].cornerRadius: expected a number, found "big"`.
/// The file, position and key path are left out where a problem has none.
extension SceneProblem {
    /// The problem as one line: `file:line:column: key.path: what is wrong`.
    public var message: String {
        var prefix = ""
        if let file { prefix = file + (location.map { ":\($0)" } ?? "") + ": " } else if let location { prefix = "\(location): " }
        let path = self.path.description
        return prefix + (path.isEmpty ? "" : path + ": ") + explanation
    }

    /// What is wrong, without the place.
    public var explanation: String {
        switch kind {
        case .unreadableFile(let reason):
            return "cannot read the scene file: \(reason)"
        case .unreadableFolder(let reason):
            return "cannot read the folder: \(reason)"
        case .noSceneFiles:
            return "the folder holds no scene file (.yaml, .yml or .json)"
        case .unsupportedFormat(let fileExtension):
            let shown = fileExtension.isEmpty ? "no extension" : "the extension \(SceneNode.quoted("." + fileExtension))"
            return "a scene file is YAML (.yaml, .yml) or JSON (.json); this one has \(shown)"
        case .notUTF8:
            return "the file is not UTF-8 text"
        case .syntax(let message):
            return "syntax error: \(message)"
        case .emptyDocument:
            return "the scene is empty"
        case .typeMismatch(let expected, let found):
            return "expected \(expected), found \(found)"
        case .unknownKey(_, let suggestion):
            return "unknown key" + didYouMean(suggestion)
        case .keyOfOtherClass(let key, let viewClass, let owners):
            return "a \(viewClass) has no key \(SceneNode.quoted(key)) (it is a key of \(listed(owners, conjunction: "and")))"
        case .missingKey(let names):
            return "missing required key \(listed(names.map(SceneNode.quoted), conjunction: "or"))"
        case .duplicateKey(_, let first):
            return "duplicate key (first given at \(first))"
        case .conflictingKeys(let first, let second):
            return "\(SceneNode.quoted(first)) and \(SceneNode.quoted(second)) cannot be given together"
        case .unknownName(let category, let name, let suggestion, let known):
            var text = "unknown \(category) \(SceneNode.quoted(name))"
            // Lists up to a control's 19 event names; not the hundreds of symbol names.
            if suggestion != nil { text += didYouMean(suggestion) } else if !known.isEmpty, known.count <= 20 {
                text += " (known: \(known.joined(separator: ", ")))"
            }
            return text
        case .duplicateID(let id, let firstPath):
            return "the id \(SceneNode.quoted(id)) is already used by \(firstPath)"
        case .badConstraint(let message):
            return message
        case .unknownViewID(let id, let suggestion, let orLayer):
            return "no view \(orLayer ? "or layer " : "")has the id \(SceneNode.quoted(id))" + didYouMean(suggestion)
        case .unknownControllerID(let id, let suggestion):
            return "no controller has the id \(SceneNode.quoted(id))" + didYouMean(suggestion)
        case .unknownConstraintID(let id, let suggestion):
            return "no constraint has the id \(SceneNode.quoted(id))" + didYouMean(suggestion)
        case .notAChange(let key):
            return "\(SceneNode.quoted(key)) is an event of the timeline, not a change an animation block or a gesture's action makes"
        case .layerChangeInAnimation(let id):
            return "the layer \(SceneNode.quoted(id)) cannot change inside animate: a view animation block does not animate standalone layers; "
                + "animate it with an animate event on its id"
        case .missingEventAction(let known):
            return "an event needs one of the keys \(listed(known.map(SceneNode.quoted), conjunction: "or"))"
        case .imageNotFound(let file):
            return "image file \(SceneNode.quoted(file)) not found"
        case .imageOutsideFolder(let file):
            return "image file \(SceneNode.quoted(file)) is outside the scene's folder (allow it with --allow-outside)"
        case .unreadableImage(let file, let reason):
            return "image file \(SceneNode.quoted(file)) cannot be used: \(reason)"
        case .captureTimesCollide(let first, let second):
            return "the capture times \(first) and \(second) fall in the same millisecond, which names the frame file"
        case .overLimit(let excess, let limit):
            return "\(excess) (change it with --limit \(limit.rawValue)=…)"
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(SceneNode.quoted($0))?" } ?? ""
    }

    private func listed(_ items: [String], conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
