/// An incremental Cassowary constraint solver: the engine under Auto Layout.
///
/// Add and remove ``Constraint``s one at a time; after each change the solver holds
/// the solution that satisfies every required constraint and minimises the weighted
/// error of the others (kiwi's semantics, so that the same system gives the same
/// values). Edit variables take suggested values cheaply (a drag, a container
/// resize), and ``changeConstant(of:to:)`` moves a constraint's constant without a
/// rebuild, as `NSLayoutConstraint.constant` does.
///
/// A request the solver refuses (a duplicate, an unknown constraint, a required
/// constraint that cannot hold) throws a ``SolverError`` and leaves the solver exactly
/// as it was.
///
/// The representation that keeps UI-shaped systems linear is described in the
/// module's documentation (`EaselSolver.docc`): rows solved for a user variable stay
/// *lazy* and may refer to other such variables, so a chain of dependent siblings
/// stays a chain instead of a triangle.
public struct Solver: Sendable {
    /// Where a constraint lives in the tableau: its marker (slack, first error or
    /// dummy) and, for non-required constraints, its other error symbol, each with the
    /// coefficient it was given in the constraint's row.
    struct Tag: Equatable {
        var marker: Symbol
        var markerCoefficient: Double
        var other: Symbol?
        var otherCoefficient: Double = 0
    }

    struct ConstraintRecord: Equatable {
        var tag: Tag
        /// The expression's constant now (``changeConstant(of:to:)`` moves it).
        var constant: Double
    }

    struct VariableRecord: Equatable {
        var symbol: Symbol
        /// How many constraints in the solver mention the variable.
        var uses: Int
    }

    var constraints: [Constraint: ConstraintRecord] = [:]
    var variables: [Variable: VariableRecord] = [:]
    /// Each edit variable's constraint, `variable == suggested value`.
    var edits: [Variable: Constraint] = [:]
    /// The constraint each marker and other symbol belongs to.
    var owners = SymbolTable<Constraint>()
    /// The tableau: each basic symbol's row.
    var rows = SymbolTable<Row>()
    /// Column index for restricted rows: symbol → restricted basic symbols whose row
    /// contains it.
    var restrictedUses = SymbolTable<SymbolSet>()
    /// Column index for lazy rows: symbol → external basic symbols whose row contains
    /// it.
    var lazyUses = SymbolTable<SymbolSet>()
    var objective = Objective()
    /// Phase one's objective while ``addWithArtificialVariable(_:for:)`` runs.
    var artificial: Objective?
    var infeasibleRows: Set<Symbol> = []
    var nextSymbolID = 1
    /// What to undo if the request being carried out fails.
    var journal: Journal?
    /// The storage of the last journal, emptied, to reuse.
    var spareJournalEntries: [Journal.Entry] = []
    var evaluation = Evaluation()

    /// Makes an empty solver.
    public init() {}

    /// Adds a constraint, as activating an `NSLayoutConstraint` does.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the
    ///   solver; ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` if it is
    ///   required and cannot hold with the required constraints already added (the
    ///   solver is then exactly as before the call).
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        try insert(constraint)
    }

    /// Removes a constraint, as deactivating an `NSLayoutConstraint` does.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] != nil else { throw .unknownConstraint(constraint) }
        try transaction(refusable: false) { solver throws(SolverError) in try solver.delete(constraint) }
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Changes the constant of a constraint in the solver to `constant` (the constant of
    /// its ``Constraint/expression``, `lhs - rhs`), re-solving from the current
    /// solution instead of removing and adding it: setting
    /// `NSLayoutConstraint.constant`.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` if the constraint
    ///   is required and cannot hold with the new constant (the solver is then
    ///   unchanged).
    public mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let record = constraints[constraint] else { throw .unknownConstraint(constraint) }
        try transaction(refusable: constraint.strength.isRequired) { solver throws(SolverError) in
            solver.record(.constraint(constraint, record))
            solver.constraints[constraint]!.constant = constant
            try solver.shiftConstant(of: record.tag, by: constant - record.constant, owner: constraint)
        }
    }

    /// The current constant of a constraint's expression (see
    /// ``changeConstant(of:to:)``), or nil if it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        constraints[constraint]?.constant
    }

    /// Makes `variable` an edit variable at `strength`: a constraint
    /// `variable == suggested value` that ``suggestValue(_:for:)`` moves, as a
    /// container's size follows a window's.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/badRequiredStrength(_:)`` for the required strength.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try removeConstraint(constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable; the solution moves towards it as far as
    /// stronger constraints allow (dual simplex from the current solution).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable - value == 0`: its expression constant is
        // `-value`.
        try changeConstant(of: constraint, to: -value)
    }

    /// Computes the value of every variable from the tableau; read them with
    /// ``value(of:)``. kiwi's `updateVariables()`.
    public mutating func updateVariables() {
        evaluation.evaluate(rows: rows)
    }

    /// The value of `variable` as of the last ``updateVariables()``: 0 for a variable
    /// the solver does not know, as in kiwi.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable]?.symbol else { return 0 }
        return evaluation.value(of: symbol)
    }
}
