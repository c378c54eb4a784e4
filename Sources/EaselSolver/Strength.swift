/// How much a constraint matters when constraints conflict: the solver's form of a
/// `UILayoutPriority`.
///
/// The scale is kiwi's (Cassowary's) so that systems solved by both agree: a strength
/// is `strong × 1,000,000 + medium × 1,000 + weak`, each part in 0…1000, and
/// ``required`` (1000, 1000, 1000) is the largest, enforced exactly. Below it,
/// strengths are weights: the solver minimises the sum of each broken constraint's
/// error times its strength. The front end maps UIKit priorities 1…999 onto this
/// scale (with ``init(strong:medium:weak:weight:)`` or ``init(rawValue:)``) and 1000
/// onto ``required``.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, clipped to `0…required.rawValue`.
    public let rawValue: Double

    /// A strength with the given weight, clipped to `0…required.rawValue` as kiwi clips
    /// it.
    public init(rawValue: Double) {
        self.rawValue = min(max(rawValue, 0), Strength.requiredValue)
    }

    /// kiwi's `strength::create(a, b, c, w)`: each part times `weight`, clipped to
    /// 0…1000, then combined as `strong × 10⁶ + medium × 10³ + weak`.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func part(_ value: Double) -> Double { min(max(value * weight, 0), 1000) }
        self.init(rawValue: part(strong) * 1_000_000 + part(medium) * 1000 + part(weak))
    }

    private static let requiredValue = 1_001_001_000.0

    /// Must hold exactly (UIKit's `.required`, priority 1000).
    public static let required = Strength(rawValue: requiredValue)
    /// kiwi's `strong`: 1,000,000.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// kiwi's `medium`: 1,000.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// kiwi's `weak`: 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether the constraint must hold exactly rather than be weighed against others.
    public var isRequired: Bool { rawValue >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `required`, `strong`, `medium`, `weak` or the weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: formatted(rawValue)
        }
    }
}
