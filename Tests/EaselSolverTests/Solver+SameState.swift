@testable import EaselSolver

extension Solver {
    /// Whether two solvers hold the same tableau, objective, indexes and records: what
    /// "left exactly as before" means for a refused request.
    func hasSameState(as other: Solver) -> Bool {
        rows == other.rows && objective == other.objective && restrictedUses == other.restrictedUses
            && lazyUses == other.lazyUses && constraints == other.constraints && variables == other.variables
            && edits == other.edits && owners == other.owners && infeasibleRows == other.infeasibleRows
            && nextSymbolID == other.nextSymbolID && artificial == nil && journal == nil
    }
}

/// Values compared with this tolerance: the solver's own (1e-8) plus the rounding of
/// fixture values to 7 decimals.
func isClose(_ value: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
    abs(value - expected) <= tolerance * max(1, abs(expected))
}
