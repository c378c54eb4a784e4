/// One column of the tableau: a user variable or a variable the solver introduces for
/// a constraint (Cassowary's slack, error and dummy variables).
///
/// Symbols are numbered in the order they are made; that order breaks every tie in
/// the simplex (Bland's rule), which keeps results independent of hashing.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    enum Kind: Int {
        /// A user ``Variable``: unrestricted in sign.
        case external
        /// The slack of an inequality, or the artificial variable of phase one: ≥ 0.
        case slack
        /// The error of a non-required constraint, weighed in the objective: ≥ 0.
        case error
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy
    }

    private let rawValue: Int

    init(_ kind: Kind, id: Int) {
        rawValue = id << 2 | kind.rawValue
    }

    /// No symbol: numbers start at 1, so number 0 marks an empty place.
    static let none = Symbol(.external, id: 0)

    var kind: Kind { Kind(rawValue: rawValue & 3)! }

    /// The symbol's number, unique in its solver.
    var number: Int { rawValue >> 2 }

    /// Restricted symbols are the ones kept ≥ 0: all but externals.
    var isRestricted: Bool { rawValue & 3 != Kind.external.rawValue }

    var isDummy: Bool { rawValue & 3 == Kind.dummy.rawValue }

    /// Slack and error symbols are the ones the simplex may pivot on freely.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }

    /// See ``identityHash(_:seed:)``.
    func _rawHashValue(seed: Int) -> Int { identityHash(rawValue, seed: seed) }

    var description: String {
        let letter = switch kind {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
        return "\(letter)\(number)"
    }
}
