extension Solver {
    /// Computes the value of every lazy row (the variables) through the evaluation
    /// plan.
    mutating func evaluate() {
        evaluation.evaluate(rows: rows)
    }
}
