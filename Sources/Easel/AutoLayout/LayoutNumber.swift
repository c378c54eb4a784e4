import Foundation

/// Numbers as UIKit's layout descriptions print them: six significant digits, no
/// trailing zeros (`8`, `44.3333`, `0.571429`).
enum LayoutNumber {
    static func format(_ value: CGFloat) -> String {
        let text = String(format: "%g", Double(value))
        return text == "-0" ? "0" : text
    }
}
