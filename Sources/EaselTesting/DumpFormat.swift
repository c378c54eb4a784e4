import EaselGraphics
import Foundation

/// How the text strategies write numbers, rectangles and colors: the same on every
/// machine (rounded to 1/1000 point, no locale, no trailing zeros).
enum DumpFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(Double(rounded))
    }

    /// `(x, y, width, height)`.
    static func rect(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
    }

    /// `#RRGGBBAA`, the color's components as 8-bit values.
    static func color(_ color: Color) -> String {
        let components = [color.red, color.green, color.blue, color.alpha]
        return "#" + components.map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + escaped + "\""
    }
}
