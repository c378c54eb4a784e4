import Foundation

/// JSON text written by hand where key order matters (trace lines, layout dumps), so
/// that the same events always give the same bytes.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
