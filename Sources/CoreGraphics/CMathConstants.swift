/// The largest finite `Float`, like Darwin's `MAXFLOAT` (from its C headers, which
/// Linux's do not give Swift): what iOS code writes for "repeat forever" or "no limit".
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The same as `MAXFLOAT`, like Darwin's `HUGE` (`animation.repeatCount = HUGE`).
public let HUGE: Float = .greatestFiniteMagnitude
