import EaselSolver
import Testing

@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesChain() throws {
        var solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(Constraint(left, .equal, 10))
        try solver.addConstraint(Constraint(width, .equal, 100))
        try solver.addConstraint(Constraint(right, .equal, left + width))
        solver.updateVariables()
        #expect(solver.value(of: left) == 10)
        #expect(solver.value(of: width) == 100)
        #expect(solver.value(of: right) == 110)
    }

    @Test func inequalityBoundsAWeakPreference() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 5, strength: .weak))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 20))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 30))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func strongerStrengthWins() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .strong))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .medium))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func weightsWithinOneLevelAreSummed() throws {
        // Two medium constraints pulling x to 0 outweigh one pulling it to 100.
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 100, strength: .medium))
        try solver.addConstraint(Constraint(y, .equal, 0, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, y, strength: .medium))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
    }

    @Test func multiplierSplitsASizeIntoNonIntegerParts() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a + b, .equal, 100))
        try solver.addConstraint(Constraint(a, .equal, 2 * b))
        solver.updateVariables()
        #expect(isClose(solver.value(of: a), 200.0 / 3, tolerance: 1e-12))
        #expect(isClose(solver.value(of: b), 100.0 / 3, tolerance: 1e-12))
    }

    @Test func unknownVariableIsZero() {
        var solver = Solver()
        solver.updateVariables()
        #expect(solver.value(of: Variable("nowhere")) == 0)
    }

    @Test func strengthScaleMatchesKiwi() {
        #expect(Strength.required.rawValue == 1_001_001_000)
        #expect(Strength.strong.rawValue == 1_000_000)
        #expect(Strength.medium.rawValue == 1000)
        #expect(Strength.weak.rawValue == 1)
        #expect(Strength(strong: 0, medium: 750, weak: 0).rawValue == 750_000)
        #expect(Strength(strong: 2, medium: 0, weak: 0, weight: 600).rawValue == 1_000_000_000)
        #expect(Strength(rawValue: 5e9) == .required)
        #expect(Strength(rawValue: -3).rawValue == 0)
        #expect(!Strength(rawValue: 1_001_000_999).isRequired)
    }

    @Test func expressionsReduceAndDescribeThemselves() {
        let x = Variable("x"), y = Variable("y")
        let constraint = Constraint(x + y + 8, .lessThanOrEqual, 2 * x - y)
        #expect(constraint.expression.description == "-x + 2 * y + 8")
        #expect(constraint.description == "-x + 2 * y + 8 <= 0 | required")
        #expect(Constraint(x, .equal, x + 3).expression.terms.isEmpty)
    }
}
