/// An unknown of a constraint system: one edge or size of a view, as an
/// `NSLayoutAnchor` stands for one (`leading`, `width`, …) in UIKit's engine.
///
/// A variable is a value with an identity: two variables made separately are different
/// unknowns even when they share a name, and copies of one variable are the same
/// unknown. The solver holds its value; read it with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name printed in descriptions and error messages, e.g. `"label.top"`.
    public let name: String
    private let identity: Identity

    /// Makes a new unknown, distinct from every other variable.
    public init(_ name: String = "") {
        self.name = name
        self.identity = Identity()
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.identity === rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// The name, or `v` and the variable's address in hexadecimal when it has none.
    public var description: String {
        name.isEmpty ? "v\(String(UInt(bitPattern: ObjectIdentifier(identity)), radix: 16))" : name
    }
}

/// What makes a ``Variable`` or a ``Constraint`` itself: an object compared by address.
final class Identity: Sendable {}
