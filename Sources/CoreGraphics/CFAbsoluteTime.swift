import Foundation

/// A date as seconds since 1 January 2001, 00:00:00 GMT, like Core Foundation's
/// `CFAbsoluteTime` (Foundation does not give Swift code Core Foundation's names on
/// Linux).
public typealias CFAbsoluteTime = Double

/// The current date as a `CFAbsoluteTime`, like `CFAbsoluteTimeGetCurrent()`: the
/// system clock, as on iOS (`Date().timeIntervalSinceReferenceDate`). It is the wall
/// clock, not the window's virtual time: code that times animations should read
/// `CACurrentMediaTime()`, which follows the event loop.
///
/// Disfavoured: Linux has a `CoreFoundation` module too, with its own
/// `CFAbsoluteTimeGetCurrent()`, so a file that writes `import CoreFoundation` beside
/// `import UIKit` sees both, and calls Core Foundation's (which answers the same) instead
/// of finding the call ambiguous.
@_disfavoredOverload
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
