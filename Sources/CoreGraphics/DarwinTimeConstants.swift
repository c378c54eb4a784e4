/// Darwin's time unit constants (from `<dispatch/time.h>` and `<sys/time.h>`), which
/// Linux's headers do not give Swift: iOS code builds delays from them, as in
/// `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.
/// They are `UInt64`, as Swift imports Darwin's `ull` macros.

/// Nanoseconds in a second, like Darwin's `NSEC_PER_SEC`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, like Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, like Darwin's `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second, like Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000
