import Foundation

/// Logs `message`, a printf-style format, with `args` to `log` at level `type`, like
/// `os`'s `os_log(_:dso:log:type:_:)`.
///
/// The format's specifiers may carry a privacy in braces, as iOS's do (`%{public}@`,
/// `%{private}d`). Without one, objects and strings (`%@`, `%s`) are redacted and
/// scalars are shown, as iOS does when no debugger is attached. See `OSLog` for where
/// the message goes.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    log.write(LogFormat.compose(message.description, args), type: type)
}

/// Logs `message` with `args` to `log` at level `type`, like `os`'s
/// `os_log(_:dso:log:_:_:)`, which takes the level first.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    log.write(LogFormat.compose(message.description, args), type: type)
}

/// Logs `message` to the default log, like `os`'s `os_log(_:)` that takes an
/// interpolated message (see `Logger`).
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(message.composed, type: .default)
}

/// Logs `message` to `log` at level `type`, like `os`'s `os_log(_:log:_:)`.
public func os_log(_ type: OSLogType, log: OSLog, _ message: OSLogMessage) {
    log.write(message.composed, type: type)
}

/// How `os_log` turns a format and its arguments into the message it writes.
enum LogFormat {
    /// `format` with each specifier replaced by its argument: `%%` is a percent sign,
    /// a specifier's privacy in braces is dropped, a redacted value is `<private>`,
    /// and a specifier without an argument is written as it is.
    static func compose(_ format: String, _ args: [CVarArg]) -> String {
        var result = ""
        var remaining = args[...]
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            var privacy = ""
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                privacy = String(characters[characters.index(after: characters.startIndex)..<close])
                characters = characters[characters.index(after: close)...]
            }
            guard let end = characters.firstIndex(where: { conversions.contains($0) }) else {
                result += "%" + characters
                characters = ""
                break
            }
            let specifier = "%" + characters[...end]
            characters = characters[characters.index(after: end)...]
            guard let argument = remaining.popFirst() else {
                result += specifier
                continue
            }
            // Swift passes objects and strings alike for `%@` and `%s`.
            let isObject = specifier.last == "@" || specifier.last == "s"
            if isRedacted(privacy: privacy, isObject: isObject) {
                result += "<private>"
            } else if isObject {
                result += String(describing: argument)
            } else {
                result += String(format: specifier, argument)
            }
        }
        return result + characters
    }

    /// The characters that end a specifier.
    private static let conversions = Set("diouxXeEfFgGaAcCsSp@")

    /// Whether a value with the privacy keywords `privacy` (in braces, comma-separated)
    /// is redacted: by `private` or `sensitive`, else unless `public` for objects.
    private static func isRedacted(privacy: String, isObject: Bool) -> Bool {
        let keywords = privacy.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if keywords.contains("private") || keywords.contains("sensitive") { return true }
        return isObject && !keywords.contains("public")
    }
}
