// Arithmetic that builds expressions the way layout code reads:
// `container.right - 8`, `2 * label.width`, `top + height + 8`.

/// `lhs + scale × rhs + constant` as one new array of terms: operators build each
/// expression with a single allocation, however the operands are written.
private func combination(
    _ lhs: some Collection<Term>, _ rhs: some Collection<Term>, scale: Double, constant: Double
) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.count + rhs.count)
    terms.append(contentsOf: lhs)
    for term in rhs { terms.append(scale == 1 ? term : Term(term.variable, coefficient: scale * term.coefficient)) }
    return Expression(terms, constant: constant)
}

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    combination(lhs.terms, rhs.terms, scale: 1, constant: lhs.constant + rhs.constant)
}

/// The sum of an expression and a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression {
    combination(lhs.terms, CollectionOfOne(Term(rhs)), scale: 1, constant: lhs.constant)
}
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression {
    combination(CollectionOfOne(Term(lhs)), rhs.terms, scale: 1, constant: rhs.constant)
}
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// An expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

/// An expression negated.
public prefix func - (operand: Expression) -> Expression { -1 * operand }
/// A variable negated.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, coefficient: -1)]) }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression {
    combination(lhs.terms, rhs.terms, scale: -1, constant: lhs.constant - rhs.constant)
}
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression {
    combination(lhs.terms, CollectionOfOne(Term(rhs, coefficient: -1)), scale: 1, constant: lhs.constant)
}
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression {
    combination(CollectionOfOne(Term(lhs)), rhs.terms, scale: -1, constant: -rhs.constant)
}
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, coefficient: -1)]) }
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
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, coefficient: lhs)]) }
/// A variable scaled.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, coefficient: rhs)]) }
