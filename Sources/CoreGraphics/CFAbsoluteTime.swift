import Foundation

/// A date as seconds since 1 January 2001, 00:00:00 GMT, like Core Foundation's
/// `CFAbsoluteTime` (Foundation does not give Swift code Core Foundation's names on
/// Linux).
public typealias CFAbsoluteTime = Double

/// The current date as a `CFAbsoluteTime`, like `CFAbsoluteTimeGetCurrent()`: the
/// system clock, as on iOS (`Date().timeIntervalSinceReferenceDate`). It is the wall
/// clock, not the window's virtual time: code that times animations should read
/// `CACurrentMediaTime()`, which follows the event loop.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
