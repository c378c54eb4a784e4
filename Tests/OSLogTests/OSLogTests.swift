import Foundation
import Testing
import os.log
@testable import os

/// What `Logger` and `os_log` write: values formatted and redacted by iOS's rules.
struct OSLogTests {
    @Test func stringsAndObjectsAreRedactedUnlessPublicAndScalarsAreShown() {
        let name = "Ann", count = 3, ratio = 0.5, done = true
        let message: OSLogMessage = "\(name) has \(count) items (\(ratio)), done: \(done), \(name, privacy: .public)"
        #expect(message.composed == "<private> has 3 items (0.500000), done: true, Ann")
        let hidden: OSLogMessage = "\(count, privacy: .private) \(ratio, privacy: .sensitive(mask: .hash)) \(URL(string: "https://a.b")!)"
        #expect(hidden.composed == "<private> <private> <private>")
    }

    @Test func integerFloatBooleanAndAlignmentFormats() {
        let value = 255, negative = -7, small: UInt8 = 9
        let message: OSLogMessage = """
            \(value, format: .hex) \(value, format: .hex(includePrefix: true, uppercase: true, minDigits: 4)) \
            \(value, format: .octal(includePrefix: true)) \(negative, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \
            \(small, format: .decimal(explicitPositiveSign: true)) \(3.14159, format: .fixed(precision: 2)) \
            \(1234.5, format: .exponential) \(0.0001, format: .hybrid) \(true, format: .answer) \
            [\("ab", align: .left(columns: 4), privacy: .public)][\(42, align: .right(columns: 5))] \(Int.self)
            """
        #expect(message.composed == "ff 0X00FF 0377 -007 +9 3.14 1.234500e+03 0.0001 YES [ab  ][   42] Int")
    }

    @Test func osLogFormatsSpecifiersWithTheirPrivacy() {
        let composed = LogFormat.compose("%{public}@ has %d items, token %@, %{private}ld left, %.1f%% %{public}s",
                                         ["Ann", 3, "secret", 12, 2.5, "shown"])
        #expect(composed == "Ann has 3 items, token <private>, <private> left, 2.5% shown")
        // A specifier without its argument is written as it is; so is a trailing percent sign.
        #expect(LogFormat.compose("%d and %@ %", [1]) == "1 and %@ %")
    }

    @Test func theDisabledLogWritesNothingAndOthersEveryLevel() {
        #expect(!OSLog.disabled.isEnabled(type: .error))
        let log = OSLog(subsystem: "com.example", category: "feed")
        #expect([OSLogType.debug, .info, .default, .error, .fault].allSatisfy(log.isEnabled(type:)))
        #expect(OSLogType.fault.rawValue == 0x11 && OSLogType(0x10) == .error)
        // Both spellings compile and return; the messages go to standard error.
        os_log("Loaded %d", log: .disabled, type: .info, 3)
        Logger(.disabled).error("Failed \(3)")
    }

    @Test func signpostIDsAreDistinct() {
        let log = OSLog(subsystem: "com.example", category: .pointsOfInterest)
        let first = OSSignpostID(log: log), second = OSSignpostID(log: log)
        #expect(first != second && first < second)
        os_signpost(.begin, log: log, name: "Load", signpostID: first)
        os_signpost(.end, log: log, name: "Load", signpostID: first, "%d items", 3)
    }
}
