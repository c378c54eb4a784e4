import EaselCommandLine
import EaselDiff

/// `compare` takes its limits as `--limit name=value`.
extension ComparisonLimits: CommandLineLimits {
    public static var owner: String { "the comparison's" }

    public static func summary(of name: Name) -> String { name.summary }
}
