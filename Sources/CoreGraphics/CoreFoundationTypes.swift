/// Core Foundation's array as Core Graphics' Swift API takes it, like `CFArray`: on
/// Linux, Foundation does not give Swift code Core Foundation's types, so iOS code's
/// `[a.cgColor, b.cgColor] as CFArray` is an array of values here.
public typealias CFArray = [Any]

/// Core Foundation's string as Core Graphics' Swift API takes it (color space names),
/// like `CFString`; a Swift `String` here.
public typealias CFString = String

/// A time in seconds, like Core Foundation's `CFTimeInterval` (what
/// `CACurrentMediaTime()` returns and `CAMediaTiming`'s times are).
public typealias CFTimeInterval = Double
