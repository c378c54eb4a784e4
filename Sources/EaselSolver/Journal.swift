/// The undo log of one request: what each change to the solver replaced, so that a
/// request that fails part way (a required constraint found unsatisfiable after some
/// pivots) leaves the solver exactly as it was. kiwi has no such log and is left
/// inconsistent after a failed add (its issue #52); here the cost of the log is
/// proportional to the work the request did.
struct Journal {
    enum Entry {
        /// A basic symbol's row before the change (nil: it had none).
        case row(Symbol, Row?)
        /// An objective coefficient before the change (0: absent).
        case objective(Symbol, Double)
        case objectiveConstant(Double)
        case variable(Variable, Solver.VariableRecord?)
        case constraint(Constraint, Solver.ConstraintRecord?)
        case owner(Symbol, Constraint?)
    }

    let nextSymbolID: Int
    let infeasibleRows: Set<Symbol>
    var entries: [Entry] = []
}

extension Solver {
    /// Runs one request that may be refused part way: if it throws, every change it made
    /// is undone in reverse order before the error is passed on. Requests that cannot
    /// be refused once validated run without the journal.
    mutating func transaction(
        refusable: Bool, _ request: (inout Solver) throws(SolverError) -> Void
    ) throws(SolverError) {
        guard refusable else { return try request(&self) }
        journal = Journal(nextSymbolID: nextSymbolID, infeasibleRows: infeasibleRows, entries: spareJournalEntries)
        spareJournalEntries = []
        do {
            try request(&self)
            // Keep the log's storage for the next request (the journal let go first, so
            // that emptying it keeps the buffer instead of copying it).
            spareJournalEntries = journal!.entries
            journal = nil
            spareJournalEntries.removeAll(keepingCapacity: true)
        } catch {
            rollBack()
            throw error
        }
    }

    /// Undoes the journal's entries, newest first.
    ///
    /// Requires: a journal. Guarantees: the solver's rows, indexes, objective and
    /// records are as they were when the journal began, and the journal is gone.
    private mutating func rollBack() {
        guard let log = journal else { return }
        journal = nil
        artificial = nil
        for entry in log.entries.reversed() {
            switch entry {
            case .row(let basic, let row): setRow(row, for: basic)
            case .objective(let symbol, let coefficient): objective.set(symbol, coefficient)
            case .objectiveConstant(let constant): objective.constant = constant
            case .variable(let variable, let record): variables[variable] = record
            case .constraint(let constraint, let record): constraints[constraint] = record
            case .owner(let symbol, let constraint): owners[symbol] = constraint
            }
        }
        nextSymbolID = log.nextSymbolID
        infeasibleRows = log.infeasibleRows
        evaluation.invalidatePlan()
    }

    mutating func record(_ entry: Journal.Entry) {
        journal?.entries.append(entry)
    }
}
