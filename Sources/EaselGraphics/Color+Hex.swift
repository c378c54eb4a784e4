import Foundation

/// Hexadecimal color notation, as design tools and web colors write it.
///
/// UIKit has no hex initializer; these are the ones iOS projects add in an extension,
/// with the component order they conventionally use (red first, alpha last).
extension Color {
    /// A color from a hex string: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, the `#`
    /// optional, digits in either case. `nil` when the string is anything else.
    public convenience init?(hex: String) {
        // Read as bytes: every string accepted is ASCII (a `#`, then ASCII hex digits,
        // one byte and one character each), and any other byte refuses the string, as
        // a character that is not a hex digit (or a full-width one, which is, but does
        // not parse) did.
        var digits = hex.utf8[...]
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        let count = digits.count
        guard [3, 4, 6, 8].contains(count) else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        let short = count <= 4
        let hasAlpha = count == 4 || count == 8
        let bitsPerComponent: UInt32 = short ? 4 : 8
        let componentCount: UInt32 = hasAlpha ? 4 : 3
        let mask: UInt32 = (1 << bitsPerComponent) - 1
        func component(_ index: UInt32) -> CGFloat {
            let shift = (componentCount - 1 - index) * bitsPerComponent
            return CGFloat((value >> shift) & mask) / CGFloat(mask)
        }
        self.init(red: component(0), green: component(1), blue: component(2),
                  alpha: hasAlpha ? component(3) : 1)
    }

    /// A color from the low 24 bits of `0xRRGGBB` and an alpha, as in
    /// `Color(hex: 0xFF9500)`.
    public convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }
}
