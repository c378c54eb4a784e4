import Easel
import Foundation

/// A control's `actions` (per `UIControl.Event` name, the changes its action makes)
/// and a button's per-state looks (`titles`, `titleColors`, `images`: per
/// `UIControl.State` name, a value). Both are mappings keyed by UIKit's case names; an
/// unknown name is reported at its key, with the names there are.
extension SceneDecoder {
    /// The actions of the mapping at `node`, in the order of the file (the order
    /// `addAction(_:for:)` adds them, which is the order a control calls them in when
    /// one event answers several); `nil` after a problem.
    func controlActions(_ node: SceneNode, _ path: ScenePath) -> [SceneControlAction]? {
        guard let fields = fields(node, path, expected: "a mapping from control events to lists of changes") else { return nil }
        let (entries, allNamed) = namedEntries(of: fields, category: "control event", EnumNames.controlEvents)
        let actions = entries.compactMap { entry in
            changes(entry.value.node, entry.value.path).map {
                SceneControlAction(events: entry.named, name: entry.name, changes: $0)
            }
        }
        return allNamed && actions.count == entries.count ? actions : nil
    }

    /// The per-state values of the mapping at `node`, each read by `read`, in the order
    /// of the file; `nil` after a problem.
    func perState<Value: Sendable>(_ node: SceneNode, _ path: ScenePath,
                                   _ read: (SceneNode, ScenePath) -> Value?) -> [ControlStateValue<Value>]? {
        guard let fields = fields(node, path, expected: "a mapping from control states (normal, highlighted, …) to values")
        else { return nil }
        let (entries, allNamed) = namedEntries(of: fields, category: "control state", EnumNames.controlStates)
        let values = entries.compactMap { entry in
            read(entry.value.node, entry.value.path).map { ControlStateValue(state: entry.named, value: $0) }
        }
        return allNamed && values.count == entries.count ? values : nil
    }

    /// Reports per-state looks on a button with a `configuration`: such a button draws
    /// its configuration's title, colours and image whatever its state (its
    /// `configurationUpdateHandler` changes them), so they would never show.
    func checkPerStateLooks(in fields: Fields, of viewClass: ViewClass?) {
        guard viewClass == .button, fields.has("configuration") else { return }
        for key in ["titles", "titleColors", "images"] where fields.has(key) {
            report(.conflictingKeys("configuration", key), at: fields.keyLocation(key), fields.path.appending(key))
        }
    }

    /// The entries of `fields` whose keys are names of `table`, with their values, and
    /// whether every key is (the others are reported at the key; the values of those
    /// that are are still read, so that their problems are reported too).
    private func namedEntries<Name>(of fields: Fields, category: String, _ table: [(String, Name)])
        -> (entries: [(name: String, named: Name, value: (node: SceneNode, path: ScenePath))], allNamed: Bool) {
        let names = table.map(\.0)
        var entries: [(name: String, named: Name, value: (node: SceneNode, path: ScenePath))] = []
        var allNamed = true
        for entry in fields.entries {
            guard let named = table.first(where: { $0.0 == entry.key })?.1 else {
                report(.unknownName(category: category, name: entry.key,
                                    suggestion: Suggestion.closest(to: entry.key, among: names), known: names),
                       at: entry.keyLocation, fields.path.appending(entry.key))
                allNamed = false
                continue
            }
            entries.append((entry.key, named, (entry.value, fields.path.appending(entry.key))))
        }
        return (entries, allNamed)
    }
}
