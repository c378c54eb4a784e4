import Foundation

/// pixelmatch 8's colour distance: HyAB (|ΔLr| + √(Δa² + Δb²)) between two pixels in
/// OKLab (Ottosson 2020), lightness toe-corrected (Ottosson's Lr), so that black and
/// white are 1 apart and `threshold` keeps its 0–1 scale.
///
/// Cube roots are read from pixelmatch 8's table of 4,096 steps over 0–1, interpolated
/// linearly: the exact root moves a few pixels of its fixtures across the threshold
/// (152 instead of 154 on `1a`/`1b`), the table gives its counts exactly.
enum OKLab {
    /// How two pixels differ: their lightness and chroma distances.
    struct Difference {
        /// ΔLr, the baseline's lightness minus the current one's.
        let lightness: Double
        /// √(Δa² + Δb²).
        let chroma: Double

        /// The HyAB distance.
        var distance: Double { abs(lightness) + chroma }

        /// Whether the current pixel is the darker.
        var currentIsDarker: Bool { lightness > 0 }

        /// Whether the distance is over `threshold`, as pixelmatch 8 decides: the
        /// lightness must leave room under the threshold (so at threshold 0 every pair
        /// of different bytes differs) and the chroma fit in it.
        func exceeds(_ threshold: Double) -> Bool {
            let room = threshold - abs(lightness)
            return !(room > 0 && chroma <= room)
        }
    }

    /// How two pixels (RGBA bytes in memory order, read as one word) differ, with
    /// semi-transparent pixels blended over `background`.
    @inline(__always)
    static func difference(_ first: UInt32, _ second: UInt32, background: (Double, Double, Double)) -> Difference {
        let one = lab(Checkerboard.blend(first, over: background)), two = lab(Checkerboard.blend(second, over: background))
        return Difference(lightness: one.lightness - two.lightness,
                          chroma: ((one.a - two.a) * (one.a - two.a) + (one.b - two.b) * (one.b - two.b)).squareRoot())
    }

    /// Toe-corrected lightness and the two opponent axes of an sRGB colour (channels
    /// 0–255, fractional after blending).
    static func lab(_ color: (Double, Double, Double)) -> (lightness: Double, a: Double, b: Double) {
        let r = linear(color.0), g = linear(color.1), b = linear(color.2)
        // Linear sRGB to cone responses (Ottosson's M1), then their cube roots.
        let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        return (toe(lightness),
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Ottosson's toe: OKLab's L remapped so that equal steps look equal near black
    /// too, with 0 and 1 kept in place.
    static func toe(_ lightness: Double) -> Double {
        let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
        let x = k3 * lightness - k1
        return 0.5 * (x + (x * x + 4 * k2 * k3 * lightness).squareRoot())
    }

    /// The sRGB transfer function undone: a channel 0–255 as linear light 0–1.
    static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Steps of the cube-root table over 0–1.
    private static let rootSteps = 4096
    /// ∛(i / steps) for i from 0 to steps + 1 (one past 1, so that 1 interpolates).
    private static let roots: [Double] = (0...rootSteps + 1).map { cbrt(Double($0) / Double(rootSteps)) }

    /// The cube root of `value` (0–1, a cone response) from the table, interpolated.
    @inline(__always)
    static func cubeRoot(_ value: Double) -> Double {
        let position = max(0, min(value, 1)) * Double(rootSteps)
        let index = Int(position)
        return roots[index] + (roots[index + 1] - roots[index]) * (position - Double(index))
    }
}
