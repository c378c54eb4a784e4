import Easel
import EaselGraphics

/// A table's `sections`: each `{header, footer, indexTitle, rows}`, each row a cell (`text`,
/// `secondaryText`, `image`, `imageTintColor`, `accessory`, `cellStyle`, `switch`,
/// `leadingActions`, `trailingActions`) or a template of one repeated `repeat` times,
/// `{n}` in its texts counting from 1. What UIKit's cell styles cannot show is an error
/// at its key: secondary text in the default style, an image in the value2 style.
/// A collection's list sections are the same without what a list cell lacks: a
/// section index title, a cell style and a switch.
extension SceneDecoder {
    static let tableSectionKeys = ["header", "footer", "indexTitle", "rows"]
    static let tableRowKeys = ["text", "secondaryText", "image", "imageTintColor", "accessory", "cellStyle", "switch",
                               "leadingActions", "trailingActions", "repeat"]
    static let listSectionKeys = tableSectionKeys.filter { $0 != "indexTitle" }
    static let listRowKeys = tableRowKeys.filter { !["cellStyle", "switch"].contains($0) }
    static let swipeActionKeys = ["title", "style", "backgroundColor"]
    /// The most rows one template makes (a table reuses its cells, so rows are cheap).
    static let maximumRowRepeat = 100_000

    /// The sections of the table (`inList`: the collection list) at `node`; `nil` after a problem.
    func tableSections(_ node: SceneNode, _ path: ScenePath, inList: Bool = false) -> [SceneTableSection]? {
        guard let list = items(node, path, expected: "a list of sections ({header, footer, rows})") else { return nil }
        let sections = list.compactMap { tableSection($0.node, $0.path, inList: inList) }
        return sections.count == list.count ? sections : nil
    }

    private func tableSection(_ node: SceneNode, _ path: ScenePath, inList: Bool) -> SceneTableSection? {
        guard let fields = fields(node, path, expected: "a section ({header, footer, rows})") else { return nil }
        rejectUnknownKeys(of: fields, known: inList ? Self.listSectionKeys : Self.tableSectionKeys)
        let header = fields.value("header").map { text($0.node, $0.path) }
        let footer = fields.value("footer").map { text($0.node, $0.path) }
        let indexTitle = fields.value("indexTitle").map { text($0.node, $0.path) }
        guard let value = fields.value("rows") else {
            report(.missingKey(["rows"]), at: node.location, path)
            return nil
        }
        guard let list = items(value.node, value.path, expected: "a list of rows") else { return nil }
        let templates = list.compactMap { tableRows($0.node, $0.path, inList: inList) }
        guard templates.count == list.count, header != .some(nil), footer != .some(nil), indexTitle != .some(nil) else {
            return nil
        }
        return SceneTableSection(header: header ?? nil, footer: footer ?? nil, indexTitle: indexTitle ?? nil,
                                 rows: templates.flatMap { $0 })
    }

    /// The rows a row mapping makes: itself, or its `repeat` copies.
    private func tableRows(_ node: SceneNode, _ path: ScenePath, inList: Bool) -> [SceneTableRow]? {
        guard let fields = fields(node, path, expected: "a row (a mapping such as {text: Wi-Fi})") else { return nil }
        rejectUnknownKeys(of: fields, known: inList ? Self.listRowKeys : Self.tableRowKeys)
        let row = tableRow(fields, inList: inList)
        guard let value = fields.value("repeat") else { return row.map { [$0] } }
        guard let count = integer(value.node, value.path, minimum: 1) else { return nil }
        guard count <= Self.maximumRowRepeat else {
            mismatch(value.node, value.path, expected: "a whole number from 1 to \(Self.maximumRowRepeat)")
            return nil
        }
        return row.map { row in (1...count).map { row.numbered($0) } }
    }

    /// A row; a list row's content configuration shows secondary text whatever the style.
    private func tableRow(_ fields: Fields, inList: Bool) -> SceneTableRow? {
        var valid = true
        func read<Value>(_ key: String, _ decode: (SceneNode, ScenePath) -> Value?) -> Value? {
            guard let value = fields.value(key) else { return nil }
            let decoded = decode(value.node, value.path)
            if decoded == nil { valid = false }
            return decoded
        }
        let cellStyle = read("cellStyle") { name($0, $1, category: "cell style", EnumNames.cellStyles) } ?? .default
        let text = read("text", self.text)
        let secondaryText = read("secondaryText", self.text)
        let image = read("image", self.rowImage)
        let tint = read("imageTintColor", self.color)
        let accessory = read("accessory") { name($0, $1, category: "accessory type", EnumNames.accessoryTypes) } ?? .none
        let switchIsOn = read("switch", self.bool)
        let leading = read("leadingActions", self.swipeActions) ?? []
        let trailing = read("trailingActions", self.swipeActions) ?? []
        if !inList, cellStyle == .default, let value = fields.value("secondaryText") {
            mismatch(value.node, value.path, expected: "no secondary text in the default cell style "
                     + "(give cellStyle subtitle, value1 or value2)")
            valid = false
        }
        if cellStyle == .value2, let value = fields.value("image") {
            mismatch(value.node, value.path, expected: "no image in the value2 cell style")
            valid = false
        }
        if fields.has("accessory"), fields.has("switch") {
            report(.conflictingKeys("accessory", "switch"), at: fields.keyLocation("switch"), fields.path.appending("switch"))
            valid = false
        }
        guard valid else { return nil }
        return SceneTableRow(cellStyle: cellStyle, text: text, secondaryText: secondaryText, image: image,
                             imageTintColor: tint, accessory: accessory, switchIsOn: switchIsOn,
                             leadingActions: leading, trailingActions: trailing)
    }

    /// A row's image: a file name, or `{systemImage: name}`.
    private func rowImage(_ node: SceneNode, _ path: ScenePath) -> Image? {
        if case .scalar = node.content { return image(node, path)?.image }
        guard let fields = fields(node, path, expected: "an image (a file name or {systemImage: name})") else { return nil }
        rejectUnknownKeys(of: fields, known: ["systemImage"])
        guard let value = fields.value("systemImage") else {
            report(.missingKey(["systemImage"]), at: node.location, path)
            return nil
        }
        return name(value.node, value.path, category: "SF Symbol", EnumNames.symbolNames).flatMap { Image(systemName: $0) }
    }

    /// A list of swipe actions, each `{title, style, backgroundColor}`.
    private func swipeActions(_ node: SceneNode, _ path: ScenePath) -> [SceneTableRow.SwipeAction]? {
        guard let list = items(node, path, expected: "a list of swipe actions ({title, style, backgroundColor})") else {
            return nil
        }
        let actions = list.compactMap { item -> SceneTableRow.SwipeAction? in
            guard let fields = fields(item.node, item.path, expected: "a swipe action ({title, style, backgroundColor})") else {
                return nil
            }
            rejectUnknownKeys(of: fields, known: Self.swipeActionKeys)
            guard let value = fields.value("title") else {
                report(.missingKey(["title"]), at: item.node.location, item.path)
                return nil
            }
            let title = string(value.node, value.path)
            let style = fields.value("style").map { name($0.node, $0.path, category: "contextual action style",
                                                            EnumNames.contextualActionStyles) } ?? .normal
            let color = fields.value("backgroundColor").map { self.color($0.node, $0.path) }
            guard let title, let style, color != .some(nil) else { return nil }
            return SceneTableRow.SwipeAction(style: style, title: title, backgroundColor: color ?? nil)
        }
        return actions.count == list.count ? actions : nil
    }

    /// Notes the row counts of a table with an id, for the row events that name it.
    func noteRowCounts(of view: ViewNode) {
        guard let id = view.id else { return }
        for property in view.properties {
            switch property {
            case .tableSections(let sections): rowCounts[id] = sections.map(\.rows.count)
            case .collectionSections(let sections): rowCounts[id] = sections.map(\.itemCount)
            case .collectionListSections(let sections): rowCounts[id] = sections.map(\.rows.count)
            default: break
            }
        }
    }
}
