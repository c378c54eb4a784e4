import Foundation

/// A log, like `os`'s `OSLog`: a subsystem and a category that messages are filed under.
///
/// There is no unified logging system on Linux: a message logged to any log but
/// `disabled` is written to standard error, one line each, as Xcode's console shows it:
/// the message alone, after the subsystem and category in brackets when the log has them
/// (`[com.example.app:network] Loaded 3 items`). Values the message's privacy
/// rules redact are written as `<private>`, as iOS writes them when no debugger is
/// attached.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, like `com.example.app` (empty for `default` and `disabled`).
    let subsystem: String
    /// The category within the subsystem (empty for `default` and `disabled`).
    let category: String
    /// Whether messages to this log are written: false only for `disabled`.
    private let isWritten: Bool

    private init(subsystem: String, category: String, isWritten: Bool) {
        (self.subsystem, self.category, self.isWritten) = (subsystem, category, isWritten)
    }

    /// A log for `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isWritten: true)
    }

    /// A log for `subsystem` and one of the system's categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue, isWritten: true)
    }

    /// The log with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", isWritten: true)

    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "", isWritten: false)

    /// Whether a message of `type` to this log is written: every type, but for `disabled`.
    public func isEnabled(type: OSLogType) -> Bool { isWritten }

    /// A category the system defines, like `OSLog.Category`.
    public struct Category: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// Points of interest, which Instruments shows.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts that Instruments shows as the process's activity.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts whose stack traces Instruments records.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Writes `message`, of `type`, when the log is enabled for it.
    func write(_ message: String, type: OSLogType) {
        guard isEnabled(type: type) else { return }
        let prefix = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }
}
