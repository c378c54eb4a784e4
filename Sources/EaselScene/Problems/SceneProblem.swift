/// One thing wrong with a scene: what, and where (the file, the line and column, the
/// key path). A scene that has problems is reported with all of them, each turned into
/// one line by `message`.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong. Each case carries what its message needs; the message itself is
    /// written in one place, `SceneProblem.message`.
    public enum Kind: Hashable, Sendable {
        /// The scene file could not be read.
        case unreadableFile(reason: String)
        /// A folder of scenes could not be listed.
        case unreadableFolder(reason: String)
        /// A folder of scenes holds no scene file.
        case noSceneFiles
        /// The file name's extension is none of `.yaml`, `.yml`, `.json`.
        case unsupportedFormat(extension: String)
        /// The file is not UTF-8 text.
        case notUTF8
        /// The text is not well-formed YAML or JSON.
        case syntax(String)
        /// The document has no content.
        case emptyDocument
        /// A value of the wrong type or out of range: what was expected, and the
        /// value found as messages show it (`"big"`, `a list of 3 items`).
        case typeMismatch(expected: String, found: String)
        /// A key the schema does not have here, with the nearest key it has.
        case unknownKey(String, suggestion: String?)
        /// A key of other view classes, used on a view of a class that lacks it.
        case keyOfOtherClass(key: String, viewClass: String, owners: [String])
        /// A required key is missing; with more than one name, any one of them will do.
        case missingKey([String])
        /// A key given twice in one mapping.
        case duplicateKey(String, first: SourceLocation)
        /// Two keys that cannot be given together.
        case conflictingKeys(String, String)
        /// A name that is not one of a closed set (a color, a content mode, a view
        /// class), with the nearest name of the set, or the set itself when it is small.
        case unknownName(category: String, name: String, suggestion: String?, known: [String])
        /// A view id used twice; `firstPath` is where it was first given.
        case duplicateID(String, firstPath: String)
        /// An event names a view id that no view has (`orLayer`: nor any layer, for a
        /// `set`, which may name either).
        case unknownViewID(String, suggestion: String?, orLayer: Bool)
        /// An event or key names a controller id that no controller has.
        case unknownControllerID(String, suggestion: String?)
        /// A constraint equation that does not read: what was expected and what was found.
        case badConstraint(String)
        /// A `constant` event names a constraint id that no constraint has.
        case unknownConstraintID(String, suggestion: String?)
        /// A timeline-only event (a touch, the device's) given as a change of an
        /// `animate` block or of a gesture's action.
        case notAChange(String)
        /// A `set` of a standalone layer given as a change of an `animate` block: the
        /// engine has no layer animations yet.
        case layerChangeInAnimation(String)
        /// An event without its action key.
        case missingEventAction(known: [String])
        /// An image file that does not exist.
        case imageNotFound(String)
        /// An image file outside the scene's folder, without permission to leave it.
        case imageOutsideFolder(String)
        /// An image file that exists but does not decode.
        case unreadableImage(String, reason: String)
        /// Two capture times that name the same file (captures are named by millisecond).
        case captureTimesCollide(Double, Double)
        /// Input over one of the scene's limits: what it is and by how much
        /// (`the scene has 10001 views, over the limit of 10000`), and the limit's name.
        case overLimit(String, limit: SceneLimits.Name)
    }

    /// The scene file as the caller named it (`scene.yaml`, `Fixtures/Scenes/x.yaml`);
    /// `nil` for an option that is not from a file.
    public let file: String?
    /// Where in the file, when the problem is at a value or key.
    public let location: SourceLocation?
    /// The key path of the value at fault; the top path for whole-file problems.
    public let path: ScenePath
    /// What is wrong.
    public let kind: Kind

    /// A problem from its parts.
    public init(file: String?, location: SourceLocation?, path: ScenePath, kind: Kind) {
        self.file = file
        self.location = location
        self.path = path
        self.kind = kind
    }

    /// The message, as `message` writes it.
    public var description: String { message }
}
