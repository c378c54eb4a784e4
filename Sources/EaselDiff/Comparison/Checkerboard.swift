/// What semi-transparent pixels are blended over before their colours are compared:
/// white (pixelmatch 6), or pixelmatch 7's checkerboard, whose channels switch between
/// dark (48) and light (207) with periods of 1, φ and φ² bytes, so that no colour a
/// transparent pixel could show over it is the same everywhere.
enum Checkerboard {
    static let white = (255.0, 255.0, 255.0)

    /// The background under pixel `index` (row-major in the baseline), as pixelmatch 7
    /// and 8 compute it from the pixel's byte offset.
    @inline(__always)
    static func background(pixelIndex index: Int) -> (Double, Double, Double) {
        let offset = Double(index &* 4)
        let goldenRatio = 1.618033988749895
        func channel(_ period: Double) -> Double {
            48 + 159 * Double(Int(offset / period) % 2)
        }
        return (channel(1), channel(goldenRatio), channel(goldenRatio + 1))
    }

    /// A pixel's colour laid over `background` at its opacity, as pixelmatch 7 blends.
    @inline(__always)
    static func blend(_ pixel: UInt32, over background: (Double, Double, Double)) -> (Double, Double, Double) {
        let word = UInt32(littleEndian: pixel)
        let r = Double(word & 0xFF), g = Double(word >> 8 & 0xFF), b = Double(word >> 16 & 0xFF), a = Double(word >> 24)
        guard a < 255 else { return (r, g, b) }
        return ((r * a + background.0 * (255 - a)) / 255, (g * a + background.1 * (255 - a)) / 255,
                (b * a + background.2 * (255 - a)) / 255)
    }
}
