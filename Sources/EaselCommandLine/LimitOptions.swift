import ArgumentParser

/// Limits a command takes as `--limit name=value`: `SceneLimits` for `render` and
/// `validate`, `ComparisonLimits` for `compare`.
public protocol CommandLineLimits {
    /// A limit as the command line names it.
    associatedtype Name: CaseIterable, RawRepresentable<String>
    /// Why a `name=value` setting was refused; its description is the message.
    associatedtype SettingError: Error

    /// The defaults.
    static var standard: Self { get }
    /// Whose limits these are, as `--help` says it: "the scene's".
    static var owner: String { get }
    /// What the limit `name` bounds, with its unit.
    static func summary(of name: Name) -> String
    /// The value of the limit `name`, as messages and `--limit` write it.
    func value(of name: Name) -> String
    /// Sets a limit from the command line's `name=value`.
    mutating func set(_ setting: String) throws(SettingError)
}

/// `--limit name=value`, repeatable: raises or lowers one of a command's limits.
public struct LimitOptions<Limits: CommandLineLimits>: ParsableArguments, Sendable {
    @Option(name: .customLong("limit"),
            help: ArgumentHelp("Change one of \(Limits.owner) limits (repeatable):", discussion: Self.limitList,
                               valueName: "name=value"))
    var settings: [String] = []

    public init() {}

    /// Each limit with what it bounds and its default, as `--help` lists them.
    private static var limitList: String {
        Limits.Name.allCases.map { name in
            "\(name.rawValue): \(Limits.summary(of: name)) (default \(Limits.standard.value(of: name)))"
        }.joined(separator: "\n")
    }

    /// The defaults with each setting applied, in order.
    public func limits() throws(Limits.SettingError) -> Limits {
        var limits = Limits.standard
        for setting in settings { try limits.set(setting) }
        return limits
    }

    /// The settings as a child process is given them.
    public var arguments: [String] { settings.flatMap { ["--limit", $0] } }
}
