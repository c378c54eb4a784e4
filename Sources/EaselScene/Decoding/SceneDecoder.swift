/// Turns a `SceneNode` document into typed values, collecting every problem on the
/// way instead of stopping at the first.
///
/// Each reading method returns `nil` after recording a problem, so callers read on
/// and the user sees all that is wrong in one run. The `Scene` loader assembles the
/// `SceneTree` only when no problem was recorded.
final class SceneDecoder {
    /// The file as problems name it.
    let file: String
    /// What the loader needs to resolve images: the scene's folder, and whether images
    /// may lie outside it.
    let images: ImageResolver
    /// How large the scene may be.
    let limits: SceneLimits
    /// The problems found so far, in the order of the file.
    private(set) var problems: [SceneProblem] = []
    /// The view ids met so far, with the class of their view and where it is.
    var viewIDs: [String: (viewClass: ViewClass?, path: ScenePath)] = [:]
    /// The number of segments of each segmented control with an id, for `select` events.
    var segmentCounts: [String: Int] = [:]
    /// The rows of each section of each table (the items, of each collection) with an
    /// id, for the row events that name one.
    var rowCounts: [String: [Int]] = [:]
    /// The standalone layer ids met so far, with the kind of their layer and where it
    /// is; an id names one view or one layer, never both.
    var layerIDs: [String: (kind: LayerNode.Kind?, path: ScenePath)] = [:]
    /// The ids constraints name, checked once every view's id is known (a constraint
    /// may name a view that comes later in the file).
    var constraintTargets: [(id: String, location: SourceLocation, path: ScenePath)] = []
    /// The controller ids met so far, with the class of their controller and where it is.
    var controllerIDs: [String: (controllerClass: ControllerClass?, path: ScenePath)] = [:]
    /// Every view id of the scene with its class, every constraint id with where it
    /// is, and every controller id with its class and where it is, known before the
    /// views and controllers are read (`declare(root:at:)`, `declare(controller:at:)`).
    var declaredViews: [String: ViewClass?] = [:]
    /// Every standalone layer id with its kind (`nil` for an unknown kind), known
    /// before the views are read, for `set` events to name.
    var declaredLayers: [String: LayerNode.Kind?] = [:]
    var declaredConstraints: [String: ScenePath] = [:]
    var declaredControllers: [String: (controllerClass: ControllerClass?, path: ScenePath)] = [:]

    init(file: String, images: ImageResolver, limits: SceneLimits = .standard) {
        self.file = file
        self.images = images
        self.limits = limits
    }

    /// Records a problem at a location and key path.
    func report(_ kind: SceneProblem.Kind, at location: SourceLocation?, _ path: ScenePath) {
        problems.append(SceneProblem(file: file, location: location, path: path, kind: kind))
    }

    /// Records that `node` is not what `expected` describes.
    func mismatch(_ node: SceneNode, _ path: ScenePath, expected: String) {
        report(.typeMismatch(expected: expected, found: node.foundDescription), at: node.location, path)
    }

    /// The mapping at `node`, with duplicate keys reported (the first one counts).
    func fields(_ node: SceneNode, _ path: ScenePath, expected: String = "a mapping") -> Fields? {
        guard case .mapping(let entries) = node.content else {
            mismatch(node, path, expected: expected)
            return nil
        }
        // A scene of a thousand views reads thousands of mappings. A small one (a view's
        // few keys) is searched for an earlier equal key, which costs less than making
        // and filling a table; a larger one has a table made at its size, each key
        // hashed once (see `keepFirst`). Either finds the first entry of a key.
        var unique: [SceneNode.Entry] = []
        unique.reserveCapacity(entries.count)
        if entries.count <= Self.keysSearchedInPlace {
            for entry in entries {
                if let first = unique.first(where: { $0.key == entry.key }) {
                    report(.duplicateKey(entry.key, first: first.keyLocation), at: entry.keyLocation, path.appending(entry.key))
                } else {
                    unique.append(entry)
                }
            }
            return Fields(node: node, path: path, entries: unique)
        }
        var firstLocations = [String: SourceLocation](minimumCapacity: entries.count)
        for entry in entries {
            if let first = Self.keepFirst(entry.keyLocation, in: &firstLocations[entry.key]) {
                report(.duplicateKey(entry.key, first: first), at: entry.keyLocation, path.appending(entry.key))
            } else {
                unique.append(entry)
            }
        }
        return Fields(node: node, path: path, entries: unique)
    }

    /// The most keys a mapping may have for its duplicates to be found by searching
    /// the keys before each one rather than with a table.
    static let keysSearchedInPlace = 12

    /// The location already in `slot`, or `nil` after putting `location` there. Passed
    /// a dictionary's entry in place, it looks the key up and inserts it with one hash.
    private static func keepFirst(_ location: SourceLocation, in slot: inout SourceLocation?) -> SourceLocation? {
        if let first = slot { return first }
        slot = location
        return nil
    }

    /// The items of the list at `node`, each with its path.
    func items(_ node: SceneNode, _ path: ScenePath, expected: String = "a list") -> [(node: SceneNode, path: ScenePath)]? {
        guard case .sequence(let items) = node.content else {
            mismatch(node, path, expected: expected)
            return nil
        }
        return items.enumerated().map { ($0.element, path.appending($0.offset)) }
    }

    /// Reports each key of `fields` that is not in `known`: as a key of other view
    /// classes when `owners` names some, else as unknown, with the nearest known key.
    func rejectUnknownKeys(of fields: Fields, known: [String], owners: (String) -> (viewClass: String, owners: [String])? = { _ in nil }) {
        rejectUnknownKeys(of: fields, known: known, isKnown: known.contains, owners: owners)
    }

    /// The same, with `isKnown` saying whether a key is one of `known` (a set's
    /// lookup, for a view's many keys).
    func rejectUnknownKeys(of fields: Fields, known: [String], isKnown: (String) -> Bool,
                           owners: (String) -> (viewClass: String, owners: [String])?) {
        for entry in fields.entries where !isKnown(entry.key) {
            let path = fields.path.appending(entry.key)
            if let owned = owners(entry.key) {
                report(.keyOfOtherClass(key: entry.key, viewClass: owned.viewClass, owners: owned.owners),
                       at: entry.keyLocation, path)
            } else {
                report(.unknownKey(entry.key, suggestion: Suggestion.closest(to: entry.key, among: known)),
                       at: entry.keyLocation, path)
            }
        }
    }
}

/// The keys of one mapping being decoded.
struct Fields {
    /// The mapping itself (where "missing key" points).
    let node: SceneNode
    /// The mapping's key path.
    let path: ScenePath
    /// Its entries in file order, each key once.
    let entries: [SceneNode.Entry]

    /// The value of `key`, if given.
    subscript(key: String) -> SceneNode? { entries.first { $0.key == key }?.value }

    /// Whether `key` is given.
    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The location of `key` itself, if given.
    func keyLocation(_ key: String) -> SourceLocation? { entries.first { $0.key == key }?.keyLocation }

    /// The value of `key` with its path, for the decoder to read.
    func value(_ key: String) -> (node: SceneNode, path: ScenePath)? {
        self[key].map { ($0, path.appending(key)) }
    }
}
