import ArgumentParser
import EaselScene

/// `--limit name=value`, repeatable: raises or lowers one of a scene's limits
/// (`SceneLimits`) for `render` and `validate`.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("limit"),
            help: ArgumentHelp("Change a limit: \(SceneLimits.Name.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "name=value"))
    var settings: [String] = []

    /// The defaults with each setting applied, in order.
    func limits() throws(SceneError) -> SceneLimits {
        var limits = SceneLimits.standard
        for setting in settings { try limits.set(setting) }
        return limits
    }

    /// The settings as a child process is given them.
    var arguments: [String] { settings.flatMap { ["--limit", $0] } }
}
