import EaselSolver
import Testing

@Suite struct EditVariableTests {
    @Test func suggestedValueMovesTheSolution() throws {
        var solver = Solver()
        let width = Variable("width"), right = Variable("right")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(Constraint(right, .equal, width - 8))
        for value in [320.0, 375, 414, 0.5] {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            #expect(solver.value(of: width) == value)
            #expect(solver.value(of: right) == value - 8)
        }
    }

    @Test func requiredConstraintsBoundASuggestion() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(y, .equal, x + 10))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(150, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 110)
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 50)
    }

    @Test func strongerEditBeatsWeakerEdit() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a, .equal, b))
        try solver.addEditVariable(a, strength: .medium)
        try solver.addEditVariable(b, strength: .strong)
        try solver.suggestValue(10, for: a)
        try solver.suggestValue(20, for: b)
        solver.updateVariables()
        #expect(solver.value(of: a) == 20)
        try solver.removeEditVariable(b)
        solver.updateVariables()
        #expect(solver.value(of: a) == 10)
        #expect(!solver.hasEditVariable(b))
        #expect(solver.hasEditVariable(a))
    }

    @Test func editErrorsNameTheVariable() throws {
        var solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .strong) }
        #expect(SolverError.badRequiredStrength(x).description
            == "EaselSolver: the edit variable x cannot have the required strength")
    }
}
