import EaselSolver
import Testing

/// Variables and constraints are values with an identity (one reference each, hashed by
/// address): copies are the same key, separately made ones never are, and the solver's
/// tables find each of many.
@Suite struct IdentityTests {
    @Test func variablesAreTheSameKeyOnlyAsCopies() {
        let first = Variable("top"), twin = Variable("top")
        let copy = first
        #expect(first == copy)
        #expect(first != twin)
        #expect(Set([first, copy, twin]).count == 2)
        #expect(copy.name == "top")
    }

    @Test func constraintsAreTheSameKeyOnlyAsCopies() {
        let x = Variable("x")
        let first = Constraint(x, .equal, 1), twin = Constraint(x, .equal, 1)
        let copy = first
        #expect(first == copy)
        #expect(first != twin)
        #expect(Set([first, copy, twin]).count == 2)
        #expect(copy.expression.terms.map(\.variable) == [x] && copy.expression.constant == -1)
        #expect(copy.relation == .equal && copy.strength == .required)
    }

    @Test func everyOfManyKeysIsFound() {
        let variables = (0..<5000).map { Variable("v\($0)") }
        var slots: [Variable: Int] = [:]
        for (index, variable) in variables.enumerated() { slots[variable] = index }
        #expect(slots.count == 5000)
        #expect(variables.indices.allSatisfy { slots[variables[$0]] == $0 })
        #expect(slots[Variable("v0")] == nil)
    }

    /// A solver and its copy share the variables; each solves its own system.
    @Test func copiesOfASolverKeepTheirOwnValues() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 10))
        var copy = solver
        try copy.addConstraint(Constraint(y, .equal, x + 5))
        try solver.addConstraint(Constraint(y, .equal, x - 5))
        solver.updateVariables()
        copy.updateVariables()
        #expect(solver.value(of: y) == 5)
        #expect(copy.value(of: y) == 15)
        #expect(solver.value(of: x) == 10 && copy.value(of: x) == 10)
    }
}
