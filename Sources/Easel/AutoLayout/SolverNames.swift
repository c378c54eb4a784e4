import EaselSolver

/// The solver's expression type: Foundation also declares an `Expression`, and Auto
/// Layout code means this one.
typealias Expression = EaselSolver.Expression
