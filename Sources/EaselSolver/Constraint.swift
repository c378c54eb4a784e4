/// A linear relation between two expressions with a strength: the solver's form of an
/// `NSLayoutConstraint` (`first == multiplier × second + constant`, at a priority).
///
/// A constraint keeps `lhs - rhs` as one ``expression`` compared with zero, as kiwi
/// does. Like a variable, a constraint is a value with an identity: the solver knows
/// each constraint made by an initializer as itself, even if another has the same
/// terms.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, reduced (each variable once): the constraint says
    /// `expression relation 0`.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How much the constraint matters against others.
    public let strength: Strength
    private let identity: Identity

    /// Makes the constraint `lhs relation rhs` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Makes the constraint `variable relation rhs` at `strength`.
    public init(_ variable: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(Expression(variable) - rhs, relation, strength: strength)
    }

    /// Makes the constraint `lhs relation variable` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ variable: Variable, strength: Strength = .required) {
        self.init(lhs - variable, relation, strength: strength)
    }

    /// Makes the constraint `lhs relation constant` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.init(lhs - constant, relation, strength: strength)
    }

    /// Makes the constraint `variable relation constant` at `strength`.
    public init(_ variable: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.init(variable - constant, relation, strength: strength)
    }

    /// Makes the constraint `variable relation other` at `strength`.
    public init(_ variable: Variable, _ relation: Relation, _ other: Variable, strength: Strength = .required) {
        self.init(variable - other, relation, strength: strength)
    }

    /// Makes the constraint `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.identity = Identity()
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.identity === rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// Like `top - bottom - 8 == 0 | required`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
