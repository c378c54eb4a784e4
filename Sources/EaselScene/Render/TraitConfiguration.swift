import Easel
import EaselGraphics

/// One combination of traits a scene is rendered with, named after its values
/// (`dark-accessibilityLarge`): what the command line's `--appearance`,
/// `--content-size`, `--layout-direction` and `--pseudo-language` lists and
/// `--matrix` make.
public struct TraitConfiguration: Sendable, Equatable {
    /// The folder name: the values of the listed options, joined by `-`.
    public let name: String
    /// The traits that replace the scene's.
    public let traits: TraitCollection

    /// The appearances and content sizes `--matrix` renders.
    public static let matrixAppearances = ["light", "dark"]
    public static let matrixContentSizes = ["large", "extraExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]

    /// Every combination of the values given for each option (each a comma-separated
    /// list; an option not given leaves the scene's value), in the order given. A name
    /// an option does not know is a problem naming the option and its values.
    public static func combinations(appearances: String?, contentSizes: String?, layoutDirections: String?,
                                    pseudoLanguages: String? = nil)
        throws(SceneError) -> [TraitConfiguration] {
        var problems: [SceneProblem] = []
        func values<Value>(_ list: String?, option: String, category: String, _ table: [(String, Value)]) -> [(String, Value)] {
            guard let list else { return [] }
            return list.split(separator: ",", omittingEmptySubsequences: false).compactMap { item in
                let text = String(item)
                if let match = table.first(where: { $0.0 == text }) { return match }
                let names = table.map(\.0)
                problems.append(SceneProblem(file: nil, location: nil, path: ScenePath(components: [.key(option)]),
                                             kind: .unknownName(category: category, name: text,
                                                                suggestion: Suggestion.closest(to: text, among: names),
                                                                known: names)))
                return nil
            }
        }
        let styles = values(appearances, option: "--appearance", category: "appearance", SceneDecoder.appearances)
        let sizes = values(contentSizes, option: "--content-size", category: "content size", SceneDecoder.contentSizes)
        let directions = values(layoutDirections, option: "--layout-direction", category: "layout direction",
                                SceneDecoder.layoutDirections)
        let languages = values(pseudoLanguages, option: "--pseudo-language", category: "pseudolanguage",
                               SceneDecoder.pseudoLanguages)
        guard problems.isEmpty else { throw .invalidScene(problems) }
        var configurations = [TraitConfiguration(name: "", traits: TraitCollection())]
        func extend<Value>(_ values: [(String, Value)], _ set: @escaping (inout TraitOverrides, Value) -> Void) {
            guard !values.isEmpty else { return }
            configurations = configurations.flatMap { configuration in
                values.map { name, value in
                    var overrides = TraitOverrides(configuration.traits)
                    set(&overrides, value)
                    return TraitConfiguration(name: configuration.name.isEmpty ? name : configuration.name + "-" + name,
                                              traits: overrides.collection)
                }
            }
        }
        extend(styles) { $0.userInterfaceStyle = $1 }
        extend(sizes) { $0.preferredContentSizeCategory = $1 }
        extend(directions) { $0.layoutDirection = $1 }
        extend(languages) { $0.pseudoLanguage = $1 }
        return configurations
    }
}
