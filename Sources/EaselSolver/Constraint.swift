/// A linear relation between two expressions with a strength: the solver's form of an
/// `NSLayoutConstraint` (`first == multiplier × second + constant`, at a priority).
///
/// A constraint keeps `lhs - rhs` as one ``expression`` compared with zero, as kiwi
/// does. Like a variable, a constraint is a value with an identity: the solver knows
/// each constraint made by an initializer as itself, even if another has the same
/// terms.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's parts in one object compared by address, which is what makes the
    /// constraint itself; a constraint is one reference to copy into the solver's tables.
    private final class Definition: Sendable {
        let expression: Expression
        let relation: Relation
        let strength: Strength

        init(expression: Expression, relation: Relation, strength: Strength) {
            self.expression = expression
            self.relation = relation
            self.strength = strength
        }
    }

    private let definition: Definition

    /// `lhs - rhs`, reduced (each variable once): the constraint says
    /// `expression relation 0`.
    public var expression: Expression { definition.expression }
    /// How the expression compares with zero.
    public var relation: Relation { definition.relation }
    /// How much the constraint matters against others.
    public var strength: Strength { definition.strength }

    /// Makes the constraint `lhs relation rhs` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Makes the constraint `variable relation rhs` at `strength`.
    public init(_ variable: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(variable - rhs, relation, strength: strength)
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
        self.definition = Definition(expression: expression.reduced(), relation: relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.definition === rhs.definition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(definition))
    }

    /// The hash the solver's tables use: the identity's address, scrambled (see
    /// `identityHash(_:seed:)`), not SipHash.
    public func _rawHashValue(seed: Int) -> Int {
        identityHash(Int(bitPattern: ObjectIdentifier(definition)), seed: seed)
    }

    /// Like `top - bottom - 8 == 0 | required`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
