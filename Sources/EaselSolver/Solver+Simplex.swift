// The simplex steps, named as in kiwi. Ties are broken by symbol order (Bland's rule),
// which also guarantees that the primal simplex does not cycle.

extension Solver {
    /// Which objective ``optimize(_:)`` minimises.
    enum ObjectiveKind {
        /// The weighted errors of the non-required constraints.
        case main
        /// Phase one's artificial variable, while a row is added with it.
        case artificial
    }

    /// Phase two of the primal simplex: pivots until no symbol can lower the
    /// objective.
    ///
    /// Requires: the tableau is feasible (restricted rows have constants ≥ 0).
    /// Guarantees: it still is, and the objective is at its minimum.
    /// - Throws: `internalError` if the objective is unbounded, which a Cassowary
    ///   objective (a sum of non-negative errors) never is.
    mutating func optimize(_ kind: ObjectiveKind) throws(SolverError) {
        while let entering = getEnteringSymbol(kind) {
            guard let leaving = getLeavingRow(for: entering) else {
                throw .internalError("the objective is unbounded (entering \(entering))")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex: pivots the rows noted infeasible until all are feasible, keeping
    /// the objective optimal. Used after constants move (suggested values, changed
    /// constants).
    ///
    /// Requires: the objective is optimal. Guarantees: the tableau is feasible and
    /// optimal.
    /// - Throws: `unsatisfiableConstraint` naming `owner` and the required constraints of
    ///   the row that cannot become feasible (only possible when a required constant
    ///   moved).
    mutating func dualOptimize(owner: Constraint) throws(SolverError) {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard let row = rows[leaving], row.constant < 0, !nearZero(row.constant) else { continue }
            guard let entering = getDualEnteringSymbol(for: row) else {
                throw .unsatisfiableConstraint(owner, conflictingWith: conflicts(in: row, basic: leaving, except: owner))
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter the basis: the first (in symbol order) non-dummy symbol with
    /// a negative coefficient in the objective, or nil when the objective is minimal.
    func getEnteringSymbol(_ kind: ObjectiveKind) -> Symbol? {
        switch kind {
        case .main: objective.negatives.min()
        case .artificial: artificial?.negatives.min()
        }
    }

    /// The restricted row that limits how far `entering` can grow: the least ratio
    /// `-constant / coefficient` among rows where its coefficient is negative, or nil
    /// when nothing limits it (unbounded).
    func getLeavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, basic: Symbol)?
        for basic in restrictedUses[entering] ?? [] {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.basic) {
                best = (ratio, basic)
            }
        }
        return best?.basic
    }

    /// The symbol to enter for an infeasible row in the dual simplex: among the row's
    /// non-dummy symbols with a positive coefficient, the least ratio of objective
    /// coefficient to row coefficient; nil if there is none (the row cannot be made
    /// feasible).
    func getDualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && cell.symbol < best!.symbol) {
                best = (ratio, cell.symbol)
            }
        }
        return best?.symbol
    }

    /// The first slack or error symbol of a row, in symbol order; nil if it has none.
    func anyPivotableSymbol(in row: Row) -> Symbol? {
        row.cells.lazy.map(\.symbol).filter(\.isPivotable).min()
    }

    /// The restricted row to pivot a parametric marker into the basis through, when its
    /// constraint is removed, in kiwi's order of preference: a negative coefficient with
    /// the least `-constant / coefficient`, else a positive one with the least
    /// `constant / coefficient`. Nil when no restricted row contains the marker (then a
    /// lazy row must, see ``delete(_:)``).
    func getMarkerLeavingRow(for marker: Symbol) -> Symbol? {
        var negative: (ratio: Double, basic: Symbol)?
        var positive: (ratio: Double, basic: Symbol)?
        for basic in restrictedUses[marker] ?? [] {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && basic < negative!.basic) {
                    negative = (ratio, basic)
                }
            } else if coefficient > 0 {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && basic < positive!.basic) {
                    positive = (ratio, basic)
                }
            }
        }
        return negative?.basic ?? positive?.basic
    }
}
