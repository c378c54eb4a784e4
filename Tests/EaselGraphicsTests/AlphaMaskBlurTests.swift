@testable import EaselGraphics
import Foundation
import Testing

/// The Gaussian blur shadows use (exact kernel below σ = 2, three box blurs above).
@Suite struct AlphaMaskBlurTests {
    func mask(_ width: Int, _ height: Int, covering covered: (Int, Int) -> Bool) -> AlphaMask {
        let mask = AlphaMask(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width where covered(x, y) { mask[x, y] = 255 }
        }
        return mask
    }

    /// The normal distribution's cumulative function.
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    @Test func aSmallBlurSpreadsAPointAsTheSampledGaussian() {
        let point = mask(15, 15) { $0 == 7 && $1 == 7 }
        point.blur(sigma: 1)
        let weights = (-3...3).map { exp(-Double($0 * $0) / 2) }
        let total = weights.reduce(0, +)
        for (dx, dy) in [(0, 0), (1, 0), (2, 1), (3, 3)] {
            let expected = 255 * weights[dx + 3] / total * weights[dy + 3] / total
            #expect(abs(Double(point[7 + dx, 7 + dy]) - expected) <= 1, "(\(dx), \(dy))")
        }
        #expect(point[7 + 4, 7] == 0)
    }

    @Test func aStepBlursIntoTheNormalCurve() {
        for sigma: CGFloat in [1.5, 4, 10] {
            // Tall enough that the middle row is beyond the vertical blur's reach of the edges.
            let step = mask(200, 81) { x, _ in x < 100 }
            step.blur(sigma: sigma)
            for offset in stride(from: -30, through: 30, by: 3) {
                // Pixel 100 + offset is centered offset + 0.5 past the step.
                let expected = 255 * (1 - phi((Double(offset) + 0.5) / Double(sigma)))
                #expect(abs(Double(step[100 + offset, 40]) - expected) <= 255 * 0.02 + 1,
                        "σ \(sigma), offset \(offset): \(step[100 + offset, 40]) against \(expected)")
            }
        }
    }

    @Test func theBlurFallsOffMonotonicallyAndSymmetrically() {
        let square = mask(61, 61) { x, y in (25...35).contains(x) && (25...35).contains(y) }
        square.blur(sigma: 5)
        // Rows and columns round in a different order: transposed pixels agree within 1.
        for x in 30..<60 {
            #expect(square[x, 30] >= square[x + 1, 30], "x = \(x)")
            #expect(square[x, 30] == square[60 - x, 30], "x = \(x)")
            #expect(abs(Int(square[30, x]) - Int(square[x, 30])) <= 1, "x = \(x)")
        }
    }

    @Test func theBlurKeepsTheTotalCoverage() {
        let square = mask(60, 60) { x, y in (25..<35).contains(x) && (25..<35).contains(y) }
        square.blur(sigma: 3)
        var total = 0
        for y in 0..<60 { for x in 0..<60 { total += Int(square[x, y]) } }
        #expect(abs(Double(total) / Double(100 * 255) - 1) < 0.02)
    }

    @Test func coverageSpreadsNoFurtherThanTheReach() {
        #expect(AlphaMask.blurReach(sigma: 0) == 0)
        #expect(AlphaMask.blurReach(sigma: 1) == 3)
        for sigma: CGFloat in [0.6, 2, 3, 7.5] {
            let reach = AlphaMask.blurReach(sigma: sigma)
            let point = mask(2 * reach + 21, 1) { x, _ in x == reach + 10 }
            point.blur(sigma: sigma)
            #expect(point[9, 0] == 0, "σ \(sigma)")
            #expect(point[reach + 10 + reach + 1, 0] == 0, "σ \(sigma)")
        }
    }

    @Test func noBlurChangesNothing() {
        let square = mask(5, 5) { x, _ in x == 2 }
        square.blur(sigma: 0)
        #expect(square[2, 2] == 255 && square[1, 2] == 0)
    }
}
