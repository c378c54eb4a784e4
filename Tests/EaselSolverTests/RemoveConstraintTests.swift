import EaselSolver
import Testing

@Suite struct RemoveConstraintTests {
    @Test func removingRestoresTheEarlierSolution() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        let strong = Constraint(x, .equal, 40, strength: .strong)
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(solver.value(of: y) == 45)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(!solver.hasConstraint(strong))
    }

    @Test func removingARequiredLinkFreesTheChain() throws {
        var solver = Solver()
        let top = Variable("top"), bottom = Variable("bottom"), next = Variable("next")
        try solver.addConstraint(Constraint(top, .equal, 20))
        let link = Constraint(bottom, .equal, top + 44)
        try solver.addConstraint(link)
        try solver.addConstraint(Constraint(next, .equal, bottom + 8))
        try solver.addConstraint(Constraint(bottom, .equal, 100, strength: .weak))
        solver.updateVariables()
        #expect(solver.value(of: next) == 72)
        try solver.removeConstraint(link)
        solver.updateVariables()
        #expect(solver.value(of: bottom) == 100)
        #expect(solver.value(of: next) == 108)
        try solver.addConstraint(link)
        solver.updateVariables()
        #expect(solver.value(of: next) == 72)
    }

    @Test func removeAddedInequality() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
        let floor = Constraint(x, .greaterThanOrEqual, 50)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func duplicateAndUnknownConstraintsAreRefusedWithoutChange() throws {
        var solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 1)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.removeConstraint(constraint) }
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.changeConstant(of: constraint, to: 3) }
        try solver.addConstraint(constraint)
        let before = solver
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.addConstraint(constraint) }
        #expect(solver.hasSameState(as: before))
        // A constraint with the same terms is a different constraint.
        let twin = Constraint(x, .equal, 1)
        try solver.addConstraint(twin)
        #expect(solver.hasConstraint(twin) && solver.hasConstraint(constraint))
    }
}
