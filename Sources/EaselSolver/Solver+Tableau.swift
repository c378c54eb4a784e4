// The tableau's bookkeeping: every change to a row or to the objective goes through
// here, so that the column indexes, the journal and the evaluation plan stay in step.

extension Solver {
    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// Makes `row` the row of `basic` (nil: `basic` leaves the tableau).
    ///
    /// Guarantees: the column indexes list `basic` under exactly the symbols of its new
    /// row; the journal holds the old row.
    mutating func setRow(_ row: Row?, for basic: Symbol) {
        let old = row.map { rows.updateValue($0, forKey: basic) } ?? rows.removeValue(forKey: basic)
        record(.row(basic, old))
        if let old { for cell in old.cells { unindex(cell.symbol, from: basic) } }
        if let row { for cell in row.cells { index(cell.symbol, in: basic) } }
        let namedByLazyRows = !(lazyUses[basic]?.isEmpty ?? true)
        if let row, old == nil, !basic.isRestricted, !namedByLazyRows {
            // A new lazy row that no lazy row reads: evaluated last.
            evaluation.append(row, for: basic, rows: rows)
        } else if !basic.isRestricted || namedByLazyRows {
            // A lazy row changed, or a symbol that lazy rows read entered or left the
            // basis: the order and inputs of evaluation change.
            evaluation.invalidatePlan()
        }
    }

    /// Replaces `symbol` by `row` in the row of `basic`.
    ///
    /// Requires: `basic` is basic. Guarantees: the indexes follow the cells added and
    /// removed.
    mutating func substitute(_ symbol: Symbol, with row: Row, inRowOf basic: Symbol) {
        record(.row(basic, rows[basic]))
        var changes: [(symbol: Symbol, present: Bool)] = []
        rows[basic]!.substitute(symbol, with: row) { changes.append(($0, $1)) }
        for change in changes {
            if change.present { index(change.symbol, in: basic) } else { unindex(change.symbol, from: basic) }
        }
        if !basic.isRestricted { evaluation.invalidatePlan() }
    }

    /// Adds `delta` to the constant of `basic`'s row; a restricted row that turns
    /// negative is noted as infeasible.
    mutating func shiftRowConstant(of basic: Symbol, by delta: Double) {
        record(.row(basic, rows[basic]))
        rows[basic]!.constant += delta
        if basic.isRestricted {
            if rows[basic]!.constant < 0 { infeasibleRows.insert(basic) }
        } else {
            evaluation.setConstant(rows[basic]!.constant, of: basic)
        }
    }

    private mutating func index(_ symbol: Symbol, in basic: Symbol) {
        if basic.isRestricted {
            restrictedUses[symbol, default: []].insert(basic)
        } else {
            lazyUses[symbol, default: []].insert(basic)
        }
    }

    private mutating func unindex(_ symbol: Symbol, from basic: Symbol) {
        if basic.isRestricted {
            restrictedUses[symbol]?.remove(basic)
            if restrictedUses[symbol]?.isEmpty == true { restrictedUses[symbol] = nil }
        } else {
            lazyUses[symbol]?.remove(basic)
            if lazyUses[symbol]?.isEmpty == true { lazyUses[symbol] = nil }
        }
    }

    /// Replaces the parametric `symbol` by `row` in every restricted row, the objective
    /// and phase one's objective (kiwi's `substitute`). Lazy rows keep the symbol:
    /// they may name basic symbols.
    ///
    /// Requires: `row` contains only parametric symbols. Guarantees: no restricted row
    /// or objective contains `symbol`; restricted rows left negative are noted as
    /// infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in restrictedUses[symbol] ?? [] {
            substitute(symbol, with: row, inRowOf: basic)
            if rows[basic]!.constant < 0 { infeasibleRows.insert(basic) }
        }
        substituteInObjective(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial!.coefficient(for: symbol)
            if coefficient != 0 {
                artificial!.remove(symbol)
                artificial!.insert(row, coefficient)
            }
        }
    }

    /// Exchanges a parametric symbol and a basic one: `leaving`'s row is solved for
    /// `entering`, which takes its place in every restricted row and objective.
    ///
    /// Requires: `leaving`'s row contains `entering` and only parametric symbols.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = rows[leaving]!
        setRow(nil, for: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    // MARK: The objective

    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        record(.objective(symbol, objective.coefficient(for: symbol)))
        objective.insert(symbol, coefficient)
    }

    mutating func addToObjective(_ row: Row, _ coefficient: Double) {
        if journal != nil {
            record(.objectiveConstant(objective.constant))
            for cell in row.cells { record(.objective(cell.symbol, objective.coefficient(for: cell.symbol))) }
        }
        objective.insert(row, coefficient)
    }

    mutating func substituteInObjective(_ symbol: Symbol, with row: Row) {
        let coefficient = objective.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        record(.objective(symbol, coefficient))
        objective.remove(symbol)
        addToObjective(row, coefficient)
    }
}
