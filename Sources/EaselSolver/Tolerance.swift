/// The one numeric tolerance of the solver: coefficients and constants closer to zero
/// than this are zero (kiwi's `nearZero`, 1e-8).
let nearZeroTolerance = 1.0e-8

/// Whether `value` is zero within ``nearZeroTolerance``.
func nearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}
