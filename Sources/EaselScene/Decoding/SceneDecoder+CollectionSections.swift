import Easel
import EaselGraphics

/// A collection's `sections`: each a compositional layout section of one group that
/// repeats one item (`items`, `itemSize`, `groupSize`, `groupAxis`,
/// `interItemSpacing`, `interGroupSpacing`, `contentInsets`,
/// `orthogonalScrollingBehavior`) and the look of its cells (`colors`, `cornerRadius`).
/// A dimension is a number of points (`absolute`) or `{fractionalWidth: 0.5}`,
/// `{fractionalHeight: 1}`, `{absolute: 80}`, `{estimated: 44}`, as
/// `NSCollectionLayoutDimension` has them. Sections with `rows` instead make a list
/// layout of `listAppearance`, each section read as a table's is
/// (`tableSections(_:_:inList:)`).
extension SceneDecoder {
    static let collectionSectionKeys = ["items", "itemSize", "groupSize", "groupAxis", "interItemSpacing", "interGroupSpacing",
                                        "contentInsets", "orthogonalScrollingBehavior", "colors", "cornerRadius"]
    static let layoutDimensionKinds: [(String, @Sendable (CGFloat) -> NSCollectionLayoutDimension)] = [
        ("fractionalWidth", { .fractionalWidth($0) }), ("fractionalHeight", { .fractionalHeight($0) }),
        ("absolute", { .absolute($0) }), ("estimated", { .estimated($0) }),
    ]

    /// The sections of the collection at `node`: list sections when the first has
    /// `rows`, else grid sections; `nil` after a problem.
    func collectionSections(_ node: SceneNode, _ path: ScenePath) -> ViewProperty? {
        if case .sequence(let sections) = node.content, case .mapping(let entries)? = sections.first?.content,
           entries.contains(where: { $0.key == "rows" }) {
            return tableSections(node, path, inList: true).map(ViewProperty.collectionListSections)
        }
        return gridSections(node, path).map(ViewProperty.collectionSections)
    }

    /// `listAppearance` is for a list: an error at its key when the sections are a grid's.
    func checkListAppearance(of view: ViewNode, in fields: Fields) {
        guard view.viewClass == .collectionView, let value = fields.value("listAppearance"),
              view.properties.contains(where: { if case .collectionSections = $0 { true } else { false } }) else { return }
        mismatch(value.node, value.path, expected: "no list appearance for sections of items (give the sections rows)")
    }

    private func gridSections(_ node: SceneNode, _ path: ScenePath) -> [SceneCollectionSection]? {
        guard let list = items(node, path, expected: "a list of sections ({items, itemSize, groupSize, …})") else { return nil }
        let sections = list.compactMap { collectionSection($0.node, $0.path) }
        return sections.count == list.count ? sections : nil
    }

    private func collectionSection(_ node: SceneNode, _ path: ScenePath) -> SceneCollectionSection? {
        guard let fields = fields(node, path, expected: "a section ({items, itemSize, groupSize, …})") else { return nil }
        rejectUnknownKeys(of: fields, known: Self.collectionSectionKeys)
        let missing = ["items", "itemSize", "groupSize"].filter { !fields.has($0) }
        if !missing.isEmpty { report(.missingKey(missing), at: node.location, path) }
        var valid = missing.isEmpty
        func read<Value>(_ key: String, _ decode: (SceneNode, ScenePath) -> Value?) -> Value? {
            guard let value = fields.value(key) else { return nil }
            let decoded = decode(value.node, value.path)
            if decoded == nil { valid = false }
            return decoded
        }
        let count = read("items") { integer($0, $1, minimum: 0) }
        let itemSize = read("itemSize", self.layoutSize)
        let groupSize = read("groupSize", self.layoutSize)
        let axis = read("groupAxis") { name($0, $1, category: "axis", EnumNames.axes) } ?? .horizontal
        let itemSpacing = read("interItemSpacing") { number($0, $1, .nonNegative) } ?? 0
        let groupSpacing = read("interGroupSpacing") { number($0, $1, .nonNegative) } ?? 0
        let insets = read("contentInsets", self.insets) ?? .zero
        let behavior = read("orthogonalScrollingBehavior") {
            name($0, $1, category: "orthogonal scrolling behavior", EnumNames.orthogonalScrollingBehaviors)
        } ?? .none
        let colors = read("colors", self.colorList) ?? [.systemGray4]
        let cornerRadius = read("cornerRadius") { number($0, $1, .nonNegative) } ?? 0
        guard valid, let count, let itemSize, let groupSize else { return nil }
        return SceneCollectionSection(itemCount: count, itemSize: itemSize, groupSize: groupSize,
                                      groupIsVertical: axis == .vertical, interItemSpacing: itemSpacing,
                                      interGroupSpacing: groupSpacing,
                                      contentInsets: DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                           bottom: insets.bottom, trailing: insets.right),
                                      orthogonalScrollingBehavior: behavior, colors: colors, cornerRadius: cornerRadius)
    }

    /// `{width, height}`, each a dimension.
    private func layoutSize(_ node: SceneNode, _ path: ScenePath) -> NSCollectionLayoutSize? {
        guard let fields = fields(node, path, expected: "a size {width, height} of dimensions") else { return nil }
        rejectUnknownKeys(of: fields, known: ["width", "height"])
        let missing = ["width", "height"].filter { !fields.has($0) }
        if !missing.isEmpty { report(.missingKey(missing), at: node.location, path) }
        let width = fields.value("width").flatMap { layoutDimension($0.node, $0.path) }
        let height = fields.value("height").flatMap { layoutDimension($0.node, $0.path) }
        guard let width, let height else { return nil }
        return NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A number of points, or a mapping of one kind of dimension to its value.
    private func layoutDimension(_ node: SceneNode, _ path: ScenePath) -> NSCollectionLayoutDimension? {
        if case .scalar = node.content { return number(node, path, .nonNegative).map { .absolute($0) } }
        let expected = "a dimension (points, or {fractionalWidth: 0.5}, {fractionalHeight: 1}, {absolute: 80}, {estimated: 44})"
        guard let fields = fields(node, path, expected: expected) else { return nil }
        rejectUnknownKeys(of: fields, known: Self.layoutDimensionKinds.map(\.0))
        guard fields.entries.count == 1, let kind = Self.layoutDimensionKinds.first(where: { $0.0 == fields.entries[0].key }),
              let value = fields.value(kind.0) else {
            if fields.entries.count != 1 { mismatch(node, path, expected: expected) }
            return nil
        }
        return number(value.node, value.path, .nonNegative).map(kind.1)
    }

    private func colorList(_ node: SceneNode, _ path: ScenePath) -> [Color]? {
        guard let list = items(node, path, expected: "a list of colors") else { return nil }
        guard !list.isEmpty else {
            mismatch(node, path, expected: "a list of at least one color")
            return nil
        }
        let colors = list.compactMap { color($0.node, $0.path) }
        return colors.count == list.count ? colors : nil
    }
}
