/// pixelmatch's colour maths: the perceptual distance of Kotsarenko and Ramos (2010)
/// in NTSC's YIQ space, on RGBA pixels blended over white.
///
/// Every expression is written in pixelmatch's order of operations, so that the
/// doubles, and with them every comparison against the threshold, come out bit for bit
/// as pixelmatch's.
enum YIQ {
    /// The largest squared distance between two colours (black and white), which a
    /// `threshold` of 1 allows.
    static let maximumDelta = 35215.0

    /// The squared distance between two pixels (RGBA bytes in memory order, read as
    /// one word): 0 for equal words, negative when `second` is darker, as pixelmatch
    /// (5.3 and later) encodes it for `diffColorAlt`.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        return delta(blendedOverWhite(first), blendedOverWhite(second))
    }

    /// The squared distance with semi-transparent pixels blended over `background`
    /// (pixelmatch 7's checkerboard) instead of white.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32, over background: (Double, Double, Double)) -> Double {
        if first == second { return 0 }
        return delta(Checkerboard.blend(first, over: background), Checkerboard.blend(second, over: background))
    }

    /// The signed squared distance of two opaque colours (channels 0–255).
    @inline(__always)
    private static func delta(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (r1, g1, b1) = first, (r2, g2, b2) = second
        let y1 = y(r1, g1, b1), y2 = y(r2, g2, b2)
        let yDelta = y1 - y2
        let iDelta = i(r1, g1, b1) - i(r2, g2, b2)
        let qDelta = q(r1, g1, b1) - q(r2, g2, b2)
        let delta = 0.5053 * yDelta * yDelta + 0.299 * iDelta * iDelta + 0.1957 * qDelta * qDelta
        return y1 > y2 ? -delta : delta
    }

    /// The brightness difference alone (`first` minus `second`), which anti-aliasing
    /// detection orders neighbours by: pixelmatch's `colorDelta(…, yOnly: true)`.
    @inline(__always)
    static func brightnessDelta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = blendedOverWhite(first)
        let (r2, g2, b2) = blendedOverWhite(second)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }

    /// The diff image's pixel for an unchanged one: its brightness, faded towards white
    /// by `alpha` and by the pixel's own opacity (pixelmatch's `drawGrayPixel`, whose
    /// output array truncates).
    @inline(__always)
    static func faded(_ pixel: UInt32, alpha: Double) -> UInt32 {
        let (r, g, b, a) = channels(pixel)
        let value = UInt32(blend(y(r, g, b), alpha * a / 255))
        return RGBAWord.make(red: value, green: value, blue: value, alpha: 255)
    }

    @inline(__always)
    private static func blendedOverWhite(_ pixel: UInt32) -> (Double, Double, Double) {
        let (r, g, b, a) = channels(pixel)
        guard a < 255 else { return (r, g, b) }
        let opacity = a / 255
        return (blend(r, opacity), blend(g, opacity), blend(b, opacity))
    }

    @inline(__always)
    private static func channels(_ pixel: UInt32) -> (Double, Double, Double, Double) {
        let word = UInt32(littleEndian: pixel)
        return (Double(word & 0xFF), Double(word >> 8 & 0xFF), Double(word >> 16 & 0xFF), Double(word >> 24))
    }

    /// A channel laid over white at `opacity`.
    @inline(__always)
    private static func blend(_ channel: Double, _ opacity: Double) -> Double { 255 + (channel - 255) * opacity }

    @inline(__always)
    private static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    private static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    private static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}

/// An RGBA pixel as the word its four bytes form in memory.
enum RGBAWord {
    @inline(__always)
    static func make(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        UInt32(littleEndian: red | green << 8 | blue << 16 | alpha << 24)
    }
}
