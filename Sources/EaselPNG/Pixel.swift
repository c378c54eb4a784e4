/// One pixel as straight (not premultiplied) 8-bit red, green, blue and alpha.
///
/// The unit of `Bitmap`'s and `Image`'s pixel access and of pixel-exact tests.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The largest difference between two pixels over the four channels.
    public func distance(to other: Pixel) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension Pixel {
    /// Converts cairo's native-endian premultiplied ARGB32 word to a straight pixel.
    @inline(__always)
    package init(premultipliedARGB word: UInt32) {
        let a = UInt8(truncatingIfNeeded: word >> 24)
        let r = UInt8(truncatingIfNeeded: word >> 16)
        let g = UInt8(truncatingIfNeeded: word >> 8)
        let b = UInt8(truncatingIfNeeded: word)
        self.init(red: Pixel.unpremultiply(r, a), green: Pixel.unpremultiply(g, a),
                  blue: Pixel.unpremultiply(b, a), alpha: a)
    }

    /// This pixel as cairo's native-endian premultiplied ARGB32 word.
    @inline(__always)
    package var premultipliedARGB: UInt32 {
        let a = UInt32(alpha)
        return a << 24
            | UInt32(Pixel.premultiply(red, alpha)) << 16
            | UInt32(Pixel.premultiply(green, alpha)) << 8
            | UInt32(Pixel.premultiply(blue, alpha))
    }

    @inline(__always)
    static func premultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8((UInt32(channel) * UInt32(alpha) + 127) / 255)
    }

    @inline(__always)
    static func unpremultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (UInt32(channel) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
    }
}
