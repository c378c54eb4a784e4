/// The level of a log message, like `os`'s `OSLogType`: how much the system keeps of
/// it on iOS. Easel writes every level (see `OSLog`).
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The level with the raw value `type`.
    public init(_ type: UInt8) { self.init(rawValue: type) }

    /// The default level.
    public static let `default` = OSLogType(0x00)
    /// Information that may help troubleshoot.
    public static let info = OSLogType(0x01)
    /// Information useful only while debugging.
    public static let debug = OSLogType(0x02)
    /// An error in the process.
    public static let error = OSLogType(0x10)
    /// A fault: a bug in the program or a system's.
    public static let fault = OSLogType(0x11)
}
