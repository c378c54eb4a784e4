/// How a constraint's two sides compare, as `NSLayoutConstraint.Relation` does.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lessThanOrEqual`: the first side is at most the second.
    case lessThanOrEqual
    /// `equal`: the sides are equal.
    case equal
    /// `greaterThanOrEqual`: the first side is at least the second.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
