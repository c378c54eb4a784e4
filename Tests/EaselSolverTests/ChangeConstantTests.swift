@testable import EaselSolver
import Testing

@Suite struct ChangeConstantTests {
    @Test func changingAnEqualityConstantMovesDependents() throws {
        var solver = Solver()
        let top = Variable("top"), height = Variable("height"), next = Variable("next")
        try solver.addConstraint(Constraint(top, .equal, 8))
        let tall = Constraint(height, .equal, 44, strength: Strength(strong: 0, medium: 750, weak: 0))
        try solver.addConstraint(tall)
        try solver.addConstraint(Constraint(height, .greaterThanOrEqual, 20))
        try solver.addConstraint(Constraint(next, .equal, top + height + 8))
        try solver.changeConstant(of: tall, to: -60)
        solver.updateVariables()
        #expect(solver.value(of: height) == 60)
        #expect(solver.value(of: next) == 76)
        #expect(solver.constant(of: tall) == -60)
        // Below the required minimum the inequality wins.
        try solver.changeConstant(of: tall, to: -10)
        solver.updateVariables()
        #expect(solver.value(of: height) == 20)
        #expect(solver.value(of: next) == 36)
    }

    @Test func changingAnInequalityConstant() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        try solver.addConstraint(floor)
        try solver.changeConstant(of: floor, to: -25)
        solver.updateVariables()
        #expect(solver.value(of: x) == 25)
        try solver.changeConstant(of: floor, to: 5)
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func impossibleRequiredConstantIsRefused() throws {
        var solver = Solver()
        let x = Variable("x")
        let ceiling = Constraint(x, .lessThanOrEqual, 100)
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
        try solver.addConstraint(ceiling)
        try solver.addConstraint(floor)
        let before = solver
        #expect(throws: SolverError.unsatisfiableConstraint(floor, conflictingWith: [ceiling])) {
            try solver.changeConstant(of: floor, to: -150)
        }
        #expect(solver.hasSameState(as: before))
        #expect(solver.constant(of: floor) == -10)
        try solver.changeConstant(of: floor, to: -90)
        solver.updateVariables()
        #expect(solver.value(of: x) == 90)
    }

    @Test func redundantRequiredEqualityCannotMoveAlone() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a, .equal, b + 5))
        let again = Constraint(a - b, .equal, 5)
        try solver.addConstraint(again)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: again, to: -6) }
        #expect(solver.constant(of: again) == -5)
    }
}
