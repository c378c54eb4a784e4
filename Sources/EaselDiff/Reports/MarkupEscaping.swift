/// Escaping for text and attribute values in XML and HTML, and for paths in URLs.
enum MarkupEscaping {
    /// `text` safe inside an element or a double-quoted attribute. Control characters
    /// other than tab and newline, which XML 1.0 cannot hold, become U+FFFD.
    static func escape(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { utf8 in
            // Most text of a report (names, paths, counts) needs no escape: it is
            // returned as it is, without a copy. Every byte that needs one is ASCII, and
            // no byte of a longer UTF-8 sequence is, so the bytes are scanned alone.
            guard let first = utf8.firstIndex(where: needsEscape) else { return text }
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 32)
            var start = 0
            for index in first..<utf8.count where needsEscape(utf8[index]) {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                result.append(contentsOf: replacement(of: utf8[index]).utf8)
                start = index + 1
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether the byte is a character that markup escapes: `& < > " '` and the control
    /// characters other than tab and newline.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F: true
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"): false
        default: byte < 0x20
        }
    }

    /// What an escaped byte becomes: an entity, or U+FFFD for a control character.
    private static func replacement(of byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: "\u{FFFD}"
        }
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
