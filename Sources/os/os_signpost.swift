import Foundation

/// The kind of a signpost, like `os`'s `OSSignpostType`.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// What tells a signpost interval from the others of its log, like `os`'s `OSSignpostID`.
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
    public let rawValue: UInt64

    /// The ID with the value `value`.
    public init(_ value: UInt64) { rawValue = value }

    /// A new ID for an interval of `log`, different from every other one made.
    public init(log: OSLog) {
        rawValue = SignpostIDs.next()
    }

    /// A new ID for an interval of `log` derived from `object`'s address.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
    }

    /// The ID of intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No ID.
    public static let invalid = OSSignpostID(~0)
    /// The null ID.
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The IDs `OSSignpostID(log:)` has handed out.
private enum SignpostIDs {
    nonisolated(unsafe) private static var last: UInt64 = 0
    private static let lock = NSLock()

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Marks a point or an interval's end for Instruments, like `os`'s
/// `os_signpost(_:dso:log:name:signpostID:)`. There is no Instruments on Linux: a signpost
/// records nothing and writes nothing, as on iOS, where signposts stay out of the console.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a point or an interval's end with a formatted message, like `os`'s
/// `os_signpost(_:dso:log:name:signpostID:_:_:)`; records nothing (see above).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}
