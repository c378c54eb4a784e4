import Easel

/// A controller's `sheet`: its detents, the selected and the largest undimmed one, the
/// grabber and the corner radius.
extension SceneDecoder {
    static let sheetKeys = ["detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible",
                            "preferredCornerRadius"]
    static let detentNames = SceneSheet.SystemDetent.allCases.map { ($0.rawValue, $0) }

    /// The sheet set up at `node`; `nil` after a problem.
    func sheet(_ node: SceneNode, _ path: ScenePath) -> SceneSheet? {
        guard let fields = fields(node, path, expected: "a sheet (a mapping of detents and looks)") else { return nil }
        rejectUnknownKeys(of: fields, known: Self.sheetKeys)
        var failed = false
        func detent(_ key: String) -> SceneSheet.SystemDetent? {
            guard let value = fields.value(key) else { return nil }
            let named = name(value.node, value.path, category: "detent", Self.detentNames)
            if named == nil { failed = true }
            return named
        }
        var detents: [SceneSheet.SystemDetent] = []
        if let value = fields.value("detents") {
            let list = items(value.node, value.path, expected: "a list of detents (medium, large)") ?? []
            detents = list.compactMap { name($0.node, $0.path, category: "detent", Self.detentNames) }
            if detents.count != list.count || list.isEmpty { failed = true }
            if list.isEmpty { mismatch(value.node, value.path, expected: "at least one detent (medium, large)") }
        }
        let selected = detent("selectedDetent")
        let undimmed = detent("largestUndimmedDetent")
        let grabber = fields.value("prefersGrabberVisible").map { bool($0.node, $0.path) }
        let radius = fields.value("preferredCornerRadius").map { number($0.node, $0.path, .nonNegative) }
        guard !failed, grabber.map({ $0 != nil }) ?? true, radius.map({ $0 != nil }) ?? true else { return nil }
        return SceneSheet(detents: detents, selectedDetent: selected, largestUndimmedDetent: undimmed,
                          prefersGrabberVisible: (grabber ?? false) ?? false, preferredCornerRadius: radius ?? nil)
    }
}
