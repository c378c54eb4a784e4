import EaselCommandLine
import EaselScene

/// `render` and `validate` take a scene's limits as `--limit name=value`.
extension SceneLimits: CommandLineLimits {
    public static var owner: String { "the scene's" }

    public static func summary(of name: Name) -> String { name.summary }
}
