/// A log to write interpolated messages to, like `os`'s `Logger` (iOS 14): a value over
/// an `OSLog`, with one method per level. See `OSLog` for where messages go and
/// `OSLogMessage` for how values in them are shown.
public struct Logger: @unchecked Sendable {
    /// The log the messages are written to.
    private let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) { log = logObj }

    /// A logger that writes to the default log.
    public init() { log = .default }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.composed, type: level) }

    /// Writes `message` at the debug level, like `trace(_:)`.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }

    /// Writes `message` at the default level, like `notice(_:)`.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at the error level, like `warning(_:)`.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes `message` at the fault level, like `critical(_:)`.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }

    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
