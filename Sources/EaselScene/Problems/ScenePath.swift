/// Where a value sits in a scene, written the way messages show it:
/// `root.subviews[2].cornerRadius`, `events[0].properties.text`.
public struct ScenePath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a mapping to a key, or from a list to an item.
    public enum Component: Hashable, Sendable {
        /// A key of a mapping.
        case key(String)
        /// An item of a list, from 0.
        case index(Int)
    }

    /// The steps from the top of the document.
    public let components: [Component]

    /// The top of the document.
    public static let top = ScenePath(components: [])

    /// A path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path of a key of the mapping at this path.
    public func appending(_ key: String) -> ScenePath { appending(.key(key)) }

    /// The path of an item of the list at this path.
    public func appending(_ index: Int) -> ScenePath { appending(.index(index)) }

    /// The path one step further. The decoder makes a path for every value it reads,
    /// so this copies the steps once (`components + [step]` would allocate twice).
    private func appending(_ component: Component) -> ScenePath {
        var longer = components
        longer.append(component)
        return ScenePath(components: longer)
    }

    /// Keys joined by dots, indices in brackets; empty at the top.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
