/// Escaping for text and attribute values in XML and HTML, and for paths in URLs.
enum MarkupEscaping {
    /// `text` safe inside an element or a double-quoted attribute. Control characters
    /// other than tab and newline, which XML 1.0 cannot hold, become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A relative path as a URL path: each segment percent-encoded (RFC 3986's
    /// unreserved characters kept), the slashes between them kept.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.utf8.map { byte -> String in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                     UInt8(ascii: "_"), UInt8(ascii: "~"):
                    return String(UnicodeScalar(byte))
                default:
                    return "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }.joined()
        }.joined(separator: "/")
    }
}

extension String {
    /// `self` with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
