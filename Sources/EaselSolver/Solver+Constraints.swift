// Adding, removing and moving constraints: kiwi's steps, with rows solved for a user
// variable kept lazy where that is safe (see the module documentation).

extension Solver {
    /// Adds `constraint` to the tableau and re-optimizes.
    ///
    /// A row that joins as a lazy row cannot be refused (nothing is substituted or
    /// pivoted), so only the other rows of required constraints run in a journaled
    /// transaction: on a UI system most adds are lazy and pay for no undo log.
    ///
    /// Requires: `constraint` is not in the solver. Guarantees: if it throws, the solver
    /// is as it was.
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let firstNewSymbolID = nextSymbolID
        var (row, tag) = createRow(for: constraint)
        if let subject = chooseLazySubject(in: row) {
            // No restricted row or objective names the subject, so nothing needs the
            // substitution: the row joins the tableau as it is.
            row.solve(for: subject)
            setRow(row, for: subject)
            register(constraint, tag: tag)
            try optimize(.main)
            return
        }
        do {
            try transaction(refusable: constraint.strength.isRequired) { solver throws(SolverError) in
                try solver.insertExpanded(row, tag: tag, for: constraint)
            }
        } catch {
            // The transaction undid the tableau; undo `createRow` too (a required
            // constraint's row has no errors in the objective, only its variables' uses
            // and its new symbols).
            for term in constraint.expression.terms { releaseSymbol(of: term.variable) }
            nextSymbolID = firstNewSymbolID
            throw error
        }
    }

    /// Adds a constraint's row that has no lazy subject the way kiwi adds every row:
    /// expanded into parametric symbols, solved for a subject (or added through phase
    /// one), substituted into the restricted rows and the objective; then re-optimizes.
    ///
    /// Requires: a journal is open if the constraint is required (a failure leaves
    /// partial changes for the caller's transaction to undo).
    private mutating func insertExpanded(_ row: Row, tag: Tag, for constraint: Constraint) throws(SolverError) {
        var row = fullyExpanded(row)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(in: row, tag: tag)
        if subject == nil, row.cells.allSatisfy(\.symbol.isDummy) {
            // Only required equalities are involved: the row is redundant if its
            // constant is zero, contradictory otherwise.
            guard nearZero(row.constant) else {
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: row, basic: nil, except: constraint))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            try addWithArtificialVariable(row, for: constraint)
        }
        register(constraint, tag: tag)
        try optimize(.main)
    }

    /// Records a constraint whose row is in the tableau, and the owner of its symbols.
    private mutating func register(_ constraint: Constraint, tag: Tag) {
        record(.constraint(constraint, nil))
        constraints[constraint] = ConstraintRecord(tag: tag, constant: constraint.expression.constant)
        setOwner(constraint, of: tag.marker)
        if let other = tag.other { setOwner(constraint, of: other) }
    }

    /// Removes `constraint` from the tableau and re-optimizes.
    ///
    /// Requires: `constraint` is in the solver; a journal is open.
    /// Guarantees: no row or objective contains the constraint's marker.
    mutating func delete(_ constraint: Constraint) throws(SolverError) {
        let record = constraints[constraint]!
        self.record(.constraint(constraint, record))
        constraints[constraint] = nil
        setOwner(nil, of: record.tag.marker)
        if let other = record.tag.other { setOwner(nil, of: other) }
        removeConstraintEffects(constraint, tag: record.tag)

        let marker = record.tag.marker
        if let row = rows[marker] {
            // Lazy rows that name the marker are combinations that include this
            // constraint: give them the marker's row before it goes.
            for basic in lazyUses[marker] ?? [] { substitute(marker, with: row, inRowOf: basic) }
            setRow(nil, for: marker)
        } else if let leaving = getMarkerLeavingRow(for: marker) {
            var row = rows[leaving]!
            setRow(nil, for: leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
            for basic in lazyUses[marker] ?? [] { substitute(marker, with: row, inRowOf: basic) }
        } else {
            try removeThroughLazyRow(marker)
        }
        for term in constraint.expression.terms { releaseSymbol(of: term.variable) }
        try optimize(.main)
    }

    /// Builds the row `0 = expression + slack/error/dummy terms` for a constraint
    /// (kiwi's `createRow`), registering its variables and adding its errors to the
    /// objective. Variables stay as they are, basic or not: the caller decides whether
    /// the row needs expanding.
    mutating func createRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            let symbol = useSymbol(for: term.variable)
            if !nearZero(term.coefficient) { row.insert(symbol, term.coefficient) }
        }
        let tag: Tag
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            row.insert(slack, coefficient)
            if strength.isRequired {
                tag = Tag(marker: slack, markerCoefficient: coefficient)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -coefficient)
                addToObjective(error, strength.rawValue)
                tag = Tag(marker: slack, markerCoefficient: coefficient, other: error, otherCoefficient: -coefficient)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, markerCoefficient: 1)
            } else {
                // expression = plus - minus
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, strength.rawValue)
                addToObjective(minus, strength.rawValue)
                tag = Tag(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1)
            }
        }
        return (row, tag)
    }

    /// A parametric variable of the row that can become basic without the row being
    /// expanded: no restricted row or objective names it (so nothing must be
    /// substituted) and no lazy row the new row reads depends on it (so no cycle
    /// forms). Candidates are tried in the order the row holds them; nil if none
    /// qualifies.
    func chooseLazySubject(in row: Row) -> Symbol? {
        row.cells.lazy.map(\.symbol).first { symbol in
            symbol.kind == .external && !isBasic(symbol) && restrictedUses[symbol] == nil
                && objective.coefficient(for: symbol) == 0
                && (lazyUses[symbol] == nil || !dependsOn(symbol, row))
        }
    }

    /// kiwi's `chooseSubject` for an expanded row: the first external symbol; else the
    /// marker, then the other symbol, if it is a slack or error with a negative
    /// coefficient (solving for it keeps the row feasible); else nil.
    func chooseSubject(in row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds a row that has no subject through phase one of the simplex: an artificial
    /// variable is made basic for the row and minimised; the constraint is satisfiable
    /// exactly when it reaches zero.
    ///
    /// Requires: `row` is expanded (parametric symbols only). Guarantees on success:
    /// the row is in the tableau and the artificial variable nowhere.
    /// - Throws: `unsatisfiableConstraint`, with the required constraints whose markers
    ///   remain in the minimised artificial objective (the proof of infeasibility).
    mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = Objective(row)
        try optimize(.artificial)
        let phaseOne = artificial!
        artificial = nil
        guard nearZero(phaseOne.constant) else {
            throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: phaseOne.row, basic: nil, except: constraint))
        }
        if var artRow = rows[art] {
            setRow(nil, for: art)
            if artRow.isEmpty { return }
            guard let entering = anyPivotableSymbol(in: artRow) else {
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts(in: artRow, basic: nil, except: constraint))
            }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, with: artRow)
            setRow(artRow, for: entering)
        }
        // The artificial variable is parametric and zero now: drop it.
        for basic in Array(restrictedUses[art] ?? []) + Array(lazyUses[art] ?? []) {
            substitute(art, with: Row(), inRowOf: basic)
        }
        substituteInObjective(art, with: Row())
    }

    /// Takes a constraint's errors out of the objective (kiwi's
    /// `removeConstraintEffects`), before any pivot of its removal.
    mutating func removeConstraintEffects(_ constraint: Constraint, tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap(\.self) where symbol.kind == .error {
            if let row = rows[symbol] {
                addToObjective(row, -constraint.strength.rawValue)
            } else {
                addToObjective(symbol, -constraint.strength.rawValue)
            }
        }
    }

    /// Removes a parametric marker that only lazy rows name: one of them is solved for
    /// the marker and leaves the tableau (its variable becomes parametric, as in
    /// kiwi's third choice of leaving row).
    private mutating func removeThroughLazyRow(_ marker: Symbol) throws(SolverError) {
        let candidates = (lazyUses[marker] ?? []).sorted()
        if candidates.count == 1, objective.coefficient(for: marker) == 0 {
            // Only this row names the marker: solving it for the marker and dropping
            // the result drops the row.
            setRow(nil, for: candidates[0])
            return
        }
        for basic in candidates {
            // Expanded first, so that substituting it into other lazy rows cannot make
            // a cycle.
            var row = fullyExpanded(rows[basic]!)
            guard !nearZero(row.coefficient(for: marker)) else { continue }
            setRow(nil, for: basic)
            row.insert(basic, -1)
            row.solve(for: marker)
            substitute(marker, with: row)
            for user in lazyUses[marker] ?? [] { substitute(marker, with: row, inRowOf: user) }
            return
        }
        throw .internalError("no row holds the marker \(marker) of the constraint being removed")
    }

    /// Moves the constant of a constraint's expression by `delta` in place (kiwi's
    /// `suggestValue`, for any constraint): the constraint's row is
    /// `0 = c + … + k·marker`, so moving `c` by `δ` is replacing `marker` by
    /// `marker + δ/k` in every row, then restoring feasibility with the dual simplex.
    ///
    /// - Throws: `unsatisfiableConstraint` if the constraint is required and cannot
    ///   hold with its new constant.
    mutating func shiftConstant(of tag: Tag, by delta: Double, owner: Constraint) throws(SolverError) {
        guard delta != 0 else { return }
        var (symbol, coefficient) = (tag.marker, tag.markerCoefficient)
        if !isBasic(symbol), let other = tag.other, isBasic(other) {
            (symbol, coefficient) = (other, tag.otherCoefficient)
        }
        let shift = delta / coefficient
        var changed: [Symbol] = []
        if isBasic(symbol) {
            shiftRowConstant(of: symbol, by: -shift)
            changed.append(symbol)
        }
        for basic in Array(restrictedUses[symbol] ?? []) + Array(lazyUses[symbol] ?? []) {
            shiftRowConstant(of: basic, by: rows[basic]!.coefficient(for: symbol) * shift)
            changed.append(basic)
        }
        let objectiveCoefficient = objective.coefficient(for: symbol)
        if objectiveCoefficient != 0 {
            record(.objectiveConstant(objective.constant))
            objective.constant += objectiveCoefficient * shift
        }
        // A row solved for a dummy says a redundant required equality holds: it must
        // stay exactly zero.
        for basic in changed where basic.isDummy && !nearZero(rows[basic]!.constant) {
            throw .unsatisfiableConstraint(owner, conflictingWith: conflicts(in: rows[basic]!, basic: basic, except: owner))
        }
        try dualOptimize(owner: owner)
    }

    /// The required constraints other than `except` whose symbols are in `row` (and
    /// `basic`), in symbol order: the constraints that together rule out a request.
    func conflicts(in row: Row, basic: Symbol?, except: Constraint) -> [Constraint] {
        var seen: Set<Constraint> = [except]
        return (row.cells.map(\.symbol) + [basic].compactMap(\.self)).sorted().compactMap { symbol in
            guard let owner = owners[symbol], owner.strength.isRequired, seen.insert(owner).inserted else { return nil }
            return owner
        }
    }

    // MARK: Symbols and variables

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(kind, id: nextSymbolID)
    }

    /// The variable's symbol, made on first use, with one more constraint counted as
    /// using it.
    mutating func useSymbol(for variable: Variable) -> Symbol {
        if let index = variables.index(forKey: variable) {
            if journal != nil { record(.variable(variable, variables.values[index])) }
            variables.values[index].uses += 1
            return variables.values[index].symbol
        }
        let symbol = newSymbol(.external)
        record(.variable(variable, nil))
        variables[variable] = VariableRecord(symbol: symbol, uses: 1)
        return symbol
    }

    /// Counts one constraint fewer using a variable; a variable no constraint uses, and
    /// that no row names, is forgotten.
    mutating func releaseSymbol(of variable: Variable) {
        guard var entry = variables[variable] else { return }
        record(.variable(variable, entry))
        entry.uses -= 1
        let symbol = entry.symbol
        if entry.uses == 0, !isBasic(symbol), restrictedUses[symbol] == nil, lazyUses[symbol] == nil,
            objective.coefficient(for: symbol) == 0
        {
            variables[variable] = nil
        } else {
            variables[variable] = entry
        }
    }

    private mutating func setOwner(_ constraint: Constraint?, of symbol: Symbol) {
        record(.owner(symbol, owners[symbol]))
        owners[symbol] = constraint
    }
}
