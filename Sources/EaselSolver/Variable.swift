/// An unknown of a constraint system: one edge or size of a view, as an
/// `NSLayoutAnchor` stands for one (`leading`, `width`, …) in UIKit's engine.
///
/// A variable is a value with an identity: two variables made separately are different
/// unknowns even when they share a name, and copies of one variable are the same
/// unknown. The solver holds its value; read it with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// What makes the variable itself: an object compared by address, which also holds
    /// the name, so that a variable (and each term of an expression) is one reference to
    /// copy.
    private final class Identity: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    private let identity: Identity

    /// The name printed in descriptions and error messages, e.g. `"label.top"`.
    public var name: String { identity.name }

    /// Makes a new unknown, distinct from every other variable.
    public init(_ name: String = "") {
        self.identity = Identity(name: name)
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.identity === rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// The hash the solver's tables use: the identity's address, scrambled (see
    /// `identityHash(_:seed:)`), not SipHash.
    public func _rawHashValue(seed: Int) -> Int {
        identityHash(Int(bitPattern: ObjectIdentifier(identity)), seed: seed)
    }

    /// The name, or `v` and the variable's address in hexadecimal when it has none.
    public var description: String {
        name.isEmpty ? "v\(String(UInt(bitPattern: ObjectIdentifier(identity)), radix: 16))" : name
    }
}
