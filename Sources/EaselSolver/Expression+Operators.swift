// Arithmetic that builds expressions the way layout code reads:
// `container.right - 8`, `2 * label.width`, `top + height + 8`.

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: rhs.terms)
    return Expression(terms, constant: lhs.constant + rhs.constant)
}

/// The sum of an expression and a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// An expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

/// An expression negated.
public prefix func - (operand: Expression) -> Expression { -1 * operand }
/// A variable negated.
public prefix func - (operand: Variable) -> Expression { -1 * Expression(operand) }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms { terms.append(Term(term.variable, coefficient: -term.coefficient)) }
    return Expression(terms, constant: lhs.constant - rhs.constant)
}
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// An expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant - rhs) }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, coefficient: -1)], constant: lhs) }

/// An expression scaled, as a constraint's `multiplier` scales its second item.
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, coefficient: lhs * $0.coefficient) }, constant: lhs * rhs.constant)
}

/// An expression scaled.
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
/// A variable scaled.
public func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
/// A variable scaled.
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * Expression(lhs) }
