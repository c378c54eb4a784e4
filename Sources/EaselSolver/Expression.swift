/// A linear expression `Σ coefficient × variable + constant`: one side of a layout
/// constraint, such as `button.top + 8` or `2 × image.width`.
///
/// Build expressions with `+`, `-` and `*` on variables and numbers
/// (`container.left + 8`).
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written; a variable may appear more
    /// than once until ``reduced()`` merges them.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Makes the constant expression `constant`.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable once (coefficients added, in the order
    /// of first appearance) and the terms whose coefficient is zero left out.
    public func reduced() -> Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[variable]!
            return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
        }
        return Expression(merged, constant: constant)
    }

    /// Like `top + 2 * height + 8`.
    public var description: String {
        var text = ""
        for (index, term) in terms.enumerated() {
            if index == 0 {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatted(constant) }
        if constant > 0 { text += " + \(formatted(constant))" }
        if constant < 0 { text += " - \(formatted(-constant))" }
        return text
    }
}
