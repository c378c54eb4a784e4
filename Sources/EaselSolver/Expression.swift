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
        let isReduced = terms.indices.allSatisfy { index in
            terms[index].coefficient != 0
                && !terms[..<index].contains { $0.variable == terms[index].variable }
        }
        if isReduced { return self }
        // Layout expressions have a few terms: merging by linear search beats hashing.
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable == term.variable }) {
                merged[index] = Term(term.variable, coefficient: merged[index].coefficient + term.coefficient)
            } else {
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
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
