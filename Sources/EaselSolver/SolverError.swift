/// Why the solver refused a request. A refused request has no effect: the solver is
/// exactly as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint (first) cannot hold together with the other required
    /// constraints listed after it: UIKit's "Unable to simultaneously satisfy
    /// constraints". The front end chooses which one to break.
    case unsatisfiableConstraint(Constraint, conflictingWith: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was given the required strength; edits must be weaker than
    /// required so that required constraints win over a suggested value.
    case badRequiredStrength(Variable)
    /// The solver found its own tableau broken (a bug, never the caller's input); the
    /// message says which step failed. Unlike the others, this one may leave the solver
    /// part way through the request.
    case internalError(String)

    /// The message a developer sees, naming the constraint or variable at fault.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "EaselSolver: the constraint \(constraint) has already been added"
        case .unknownConstraint(let constraint):
            "EaselSolver: the constraint \(constraint) is not in the solver"
        case .unsatisfiableConstraint(let constraint, let others):
            "EaselSolver: the required constraint \(constraint) cannot be satisfied"
                + (others.isEmpty ? "" : " together with " + others.map(\.description).joined(separator: ", "))
        case .duplicateEditVariable(let variable):
            "EaselSolver: \(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            "EaselSolver: \(variable) is not an edit variable"
        case .badRequiredStrength(let variable):
            "EaselSolver: the edit variable \(variable) cannot have the required strength"
        case .internalError(let step):
            "EaselSolver: internal error: \(step)"
        }
    }
}
