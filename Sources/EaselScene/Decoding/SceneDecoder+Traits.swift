import Easel
import EaselGraphics

/// Traits: the scene's `appearance`, `contentSize`, `layoutDirection` and
/// `pseudoLanguage` at the top
/// (the window's), and a `traits` mapping with the same keys on a view or controller
/// (its `traitOverrides`). Values are the Swift case names of UIKit's enumerations.
extension SceneDecoder {
    /// The trait keys, at the top and in `traits`.
    static let traitKeys = ["appearance", "contentSize", "layoutDirection", "pseudoLanguage"]

    static let appearances: [(String, UserInterfaceStyle)] = [("light", .light), ("dark", .dark)]
    static let contentSizes: [(String, ContentSizeCategory)] = Array(zip(ContentSizeCategory.names,
                                                                         ContentSizeCategory.allCategories))
    static let layoutDirections: [(String, TraitEnvironmentLayoutDirection)] = [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]
    static let pseudoLanguages: [(String, PseudoLanguage)] = [
        ("none", .none), ("accented", .accented), ("rightToLeft", .rightToLeft),
    ]

    /// The traits the trait keys of `fields` set (the others unspecified); problems
    /// are reported at each bad value.
    func traits(_ fields: Fields) -> TraitCollection {
        var overrides = TraitOverrides()
        if let value = fields.value("appearance"),
           let style = name(value.node, value.path, category: "appearance", Self.appearances) {
            overrides.userInterfaceStyle = style
        }
        if let value = fields.value("contentSize"),
           let category = name(value.node, value.path, category: "content size", Self.contentSizes) {
            overrides.preferredContentSizeCategory = category
        }
        if let value = fields.value("layoutDirection"),
           let direction = name(value.node, value.path, category: "layout direction", Self.layoutDirections) {
            overrides.layoutDirection = direction
        }
        if let value = fields.value("pseudoLanguage"),
           let language = name(value.node, value.path, category: "pseudolanguage", Self.pseudoLanguages) {
            overrides.pseudoLanguage = language
        }
        return overrides.collection
    }

    /// A `traits` mapping of a view or controller.
    func traitOverrides(_ node: SceneNode, _ path: ScenePath) -> TraitOverrides? {
        guard let fields = fields(node, path, expected: "traits (a mapping with appearance, contentSize, layoutDirection, pseudoLanguage)")
        else { return nil }
        rejectUnknownKeys(of: fields, known: Self.traitKeys)
        let problemsBefore = problems.count
        let traits = traits(fields)
        return problems.count == problemsBefore ? TraitOverrides(traits) : nil
    }
}
