/// The table of property specs indexed once, by key and by class: a scene of
/// thousands of views reads each view's few keys without walking the whole table.
extension PropertySpec {
    /// The positions in `all` of each key's specs, in order (a key may have one spec
    /// per group of classes: `style`, `sections`).
    static let positionsByKey: [String: [Int]] = Dictionary(grouping: all.indices) { all[$0].key }

    /// The keys of the specs `viewClass` has, in the table's order; every key when the
    /// class is unknown.
    static func keys(of viewClass: ViewClass?) -> [String] {
        guard let viewClass else { return allKeys }
        return keysByClass[viewClass] ?? []
    }

    private static let allKeys = all.map(\.key)

    /// Every key a view of `viewClass` may have (the structural keys, then the
    /// class's property keys), as a list in that order (for suggestions) and as a set
    /// (to check a key with one hash); made once per class.
    static func viewKeys(of viewClass: ViewClass?) -> (list: [String], set: Set<String>) {
        guard let viewClass else { return viewKeysOfEveryClass }
        return viewKeysByClass[viewClass] ?? indexed(SceneDecoder.structuralViewKeys)
    }

    private static func indexed(_ keys: [String]) -> (list: [String], set: Set<String>) { (keys, Set(keys)) }

    private static let viewKeysOfEveryClass = indexed(SceneDecoder.structuralViewKeys + allKeys)

    private static let viewKeysByClass: [ViewClass: (list: [String], set: Set<String>)] =
        keysByClass.mapValues { indexed(SceneDecoder.structuralViewKeys + $0) }

    private static let keysByClass: [ViewClass: [String]] = Dictionary(
        uniqueKeysWithValues: ViewClass.allCases.map { viewClass in
            (viewClass, all.filter { $0.applies(to: viewClass) }.map(\.key))
        })
}
