/// A variable times a coefficient, such as the `2 × width` of
/// `NSLayoutConstraint(…, multiplier: 2, …)`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The unknown.
    public let variable: Variable
    /// What the variable is multiplied by.
    public let coefficient: Double

    /// Makes `coefficient × variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Like `2 * width` or `-top`.
    public var description: String {
        coefficient == 1 ? variable.description
            : coefficient == -1 ? "-\(variable)" : "\(formatted(coefficient)) * \(variable)"
    }
}

/// A coefficient or constant as printed in descriptions: integers without a fraction.
func formatted(_ value: Double) -> String {
    let text = String(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
