import ArgumentParser
import EaselScene

/// `--limit name=value`, repeatable: raises or lowers one of a scene's limits
/// (`SceneLimits`) for `render` and `validate`.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("limit"),
            help: ArgumentHelp("Change one of the scene's limits (repeatable):", discussion: limitList, valueName: "name=value"))
    var settings: [String] = []

    /// Each limit with what it bounds and its default, as `--help` lists them.
    private static var limitList: String {
        SceneLimits.Name.allCases.map { name in
            "\(name.rawValue): \(name.summary) (default \(SceneLimits.standard.value(of: name)))"
        }.joined(separator: "\n")
    }

    /// The defaults with each setting applied, in order.
    func limits() throws(SceneError) -> SceneLimits {
        var limits = SceneLimits.standard
        for setting in settings { try limits.set(setting) }
        return limits
    }

    /// The settings as a child process is given them.
    var arguments: [String] { settings.flatMap { ["--limit", $0] } }
}
