@testable import EaselSolver
import Testing

@Suite struct UnsatisfiableConstraintTests {
    @Test func contradictoryEqualityIsRefusedAndNamesItsConflicts() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = Constraint(x, .equal, 10)
        let second = Constraint(y, .equal, x + 5)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        let before = solver
        let bad = Constraint(y, .equal, 20)
        #expect(throws: SolverError.unsatisfiableConstraint(bad, conflictingWith: [first, second])) {
            try solver.addConstraint(bad)
        }
        #expect(solver.hasSameState(as: before))
        #expect(!solver.hasConstraint(bad))
    }

    @Test func inequalityConflictGoesThroughPhaseOneAndIsUndone() throws {
        // x ≥ 2 is added with an artificial variable after x ≤ 1: phase one pivots the
        // tableau before it finds the conflict (kiwi is left inconsistent here).
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(Constraint(y, .equal, x + 1, strength: .medium))
        let low = Constraint(x, .lessThanOrEqual, 1)
        try solver.addConstraint(low)
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        solver.updateVariables()
        let before = solver
        let high = Constraint(x, .greaterThanOrEqual, 2)
        #expect(throws: SolverError.unsatisfiableConstraint(high, conflictingWith: [low])) {
            try solver.addConstraint(high)
        }
        #expect(solver.hasSameState(as: before))
        // And the solver goes on working: remove and re-add the old constraint, as in
        // kiwi.js issue 31, where this failed after a refused add.
        try solver.removeConstraint(low)
        try solver.addConstraint(low)
        try solver.suggestValue(5, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 2)
    }

    @Test func refusedAddAtScaleLeavesTheChainIntact() throws {
        var solver = Solver()
        let container = Variable("container.bottom")
        try solver.addConstraint(Constraint(container, .equal, 500))
        var previous = Variable("top0")
        try solver.addConstraint(Constraint(previous, .equal, 0))
        for index in 1...50 {
            let top = Variable("top\(index)")
            try solver.addConstraint(Constraint(top, .equal, previous + 20))
            previous = top
        }
        let before = solver
        let overflow = Constraint(previous, .lessThanOrEqual, container)
        #expect(throws: SolverError.self) { try solver.addConstraint(overflow) }
        #expect(solver.hasSameState(as: before))
        solver.updateVariables()
        #expect(solver.value(of: previous) == 1000)
    }

    @Test func messageNamesTheConstraints() {
        let x = Variable("x")
        let bad = Constraint(x, .equal, 3)
        let other = Constraint(x, .equal, 4)
        #expect(SolverError.unsatisfiableConstraint(bad, conflictingWith: [other]).description
            == "EaselSolver: the required constraint x - 3 == 0 | required cannot be satisfied together with x - 4 == 0 | required")
    }
}
