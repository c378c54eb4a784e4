import EaselGraphics
import Foundation
import Testing

/// Blend modes against the formulas of the PDF blend modes and Porter-Duff operators
/// that CoreGraphics documents for `CGBlendMode`, within 1 step of 8-bit rounding.
@Suite struct BlendModeTests {
    typealias RGB = (Double, Double, Double)

    let backdrop: RGB = (0.8, 0.4, 0.2)
    let source: RGB = (0.2, 0.6, 0.9)

    /// An opaque backdrop with an opaque source blended over its middle.
    func blend(_ mode: BlendMode, source: RGB, backdrop: RGB) -> Image {
        render(10, 10, background: Color(red: backdrop.0, green: backdrop.1, blue: backdrop.2)) { context in
            context.setBlendMode(mode)
            context.setFillColor(Color(red: source.0, green: source.1, blue: source.2))
            context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
    }

    func expectBlend(_ mode: BlendMode, _ formula: (Double, Double) -> Double,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = rgb(byte(formula(source.0, backdrop.0)), byte(formula(source.1, backdrop.1)),
                           byte(formula(source.2, backdrop.2)))
        let image = blend(mode, source: source, backdrop: backdrop)
        expectPixel(image, 5, 5, expected, tolerance: 1, sourceLocation: sourceLocation)
        // Outside the shape the backdrop stays.
        expectPixel(image, 0, 0, rgb(byte(backdrop.0), byte(backdrop.1), byte(backdrop.2)), sourceLocation: sourceLocation)
    }

    @Test func separableModesFollowThePDFFormulas() {
        expectBlend(.normal) { s, _ in s }
        expectBlend(.multiply) { s, d in s * d }
        expectBlend(.screen) { s, d in s + d - s * d }
        expectBlend(.overlay) { s, d in d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        expectBlend(.darken) { s, d in min(s, d) }
        expectBlend(.lighten) { s, d in max(s, d) }
        expectBlend(.colorDodge) { s, d in d == 0 ? 0 : s >= 1 ? 1 : min(1, d / (1 - s)) }
        expectBlend(.colorBurn) { s, d in d == 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - d) / s) }
        expectBlend(.hardLight) { s, d in s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        expectBlend(.softLight) { s, d in
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let e = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (e - d)
        }
        expectBlend(.difference) { s, d in abs(s - d) }
        expectBlend(.exclusion) { s, d in s + d - 2 * s * d }
        expectBlend(.plusLighter) { s, d in min(1, s + d) }
    }

    // The non-separable modes mix the source's and backdrop's hue, saturation and
    // luminosity, as the PDF specification defines them.
    func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        func f(_ v: Double) -> Double {
            var v = v
            if n < 0 { v = l + (v - l) * l / (l - n) }
            if x > 1 { v = l + (v - l) * (1 - l) / (x - l) }
            return v
        }
        return (f(c.0), f(c.1), f(c.2))
    }
    func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }
    func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    func setSat(_ c: RGB, _ s: Double) -> RGB {
        let values = [c.0, c.1, c.2]
        let order = values.indices.sorted { values[$0] < values[$1] }
        var result = [0.0, 0.0, 0.0]
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if values[hi] > values[lo] {
            result[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
            result[hi] = s
        }
        return (result[0], result[1], result[2])
    }

    func expectNonSeparable(_ mode: BlendMode, _ expected: RGB, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = blend(mode, source: source, backdrop: backdrop)
        expectPixel(image, 5, 5, rgb(byte(expected.0), byte(expected.1), byte(expected.2)), tolerance: 1,
                    sourceLocation: sourceLocation)
    }

    @Test func nonSeparableModesFollowThePDFFormulas() {
        expectNonSeparable(.hue, setLum(setSat(source, sat(backdrop)), lum(backdrop)))
        expectNonSeparable(.saturation, setLum(setSat(backdrop, sat(source)), lum(backdrop)))
        expectNonSeparable(.color, setLum(source, lum(backdrop)))
        expectNonSeparable(.luminosity, setLum(backdrop, lum(source)))
    }

    /// Opaque blue drawn over half-transparent red with a Porter-Duff mode.
    func porterDuff(_ mode: BlendMode) -> Pixel {
        render(10, 10, background: Color(red: 1, green: 0, blue: 0, alpha: 0.5)) { context in
            context.setBlendMode(mode)
            context.setFillColor(.blue)
            context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        }[5, 5]
    }

    @Test func porterDuffModesCombineCoverage() {
        let halfRed = Pixel(red: 255, green: 0, blue: 0, alpha: 128)
        let halfBlue = Pixel(red: 0, green: 0, blue: 255, alpha: 128)
        let purple = rgb(128, 0, 128)
        let expectations: [(BlendMode, Pixel)] = [
            (.clear, transparent),
            (.copy, blue),
            (.sourceIn, halfBlue),
            (.sourceOut, halfBlue),
            (.sourceAtop, halfBlue),
            (.destinationOver, purple),
            (.destinationIn, halfRed),
            (.destinationOut, transparent),
            (.destinationAtop, purple),
            (.xor, halfBlue),
            (.plusLighter, rgb(128, 0, 255)),
        ]
        for (mode, expected) in expectations {
            #expect(porterDuff(mode).distance(to: expected) <= 1, "\(mode): \(porterDuff(mode))")
        }
    }

    @Test func everyModeLeavesPixelsOutsideTheShapeAlone() {
        for mode in BlendMode.allCases {
            let image = render(10, 10, background: Color(red: 1, green: 0, blue: 0, alpha: 0.5)) { context in
                context.setBlendMode(mode)
                context.setFillColor(.blue)
                context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
                context.setStrokeColor(.blue)
                context.move(to: CGPoint(x: 0, y: 9.5))
                context.addLine(to: CGPoint(x: 10, y: 9.5))
                context.strokePath()
            }
            #expect(image[0, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 128), "\(mode)")
            #expect(image[0, 8] == Pixel(red: 255, green: 0, blue: 0, alpha: 128), "\(mode)")
        }
    }

    @Test func partlyCoveredPixelsBlendInProportion() {
        // sourceIn over opaque white: inside it is the source; half a pixel is halfway.
        let image = render(10, 10, background: .white) { context in
            context.setBlendMode(.sourceIn)
            context.setFillColor(.black)
            context.fill(CGRect(x: 2.5, y: 0, width: 5, height: 10))
        }
        expectPixel(image, 4, 4, black)
        expectPixel(image, 2, 4, rgb(127, 127, 127), tolerance: 1)
        expectPixel(image, 1, 4, white)
    }

    @Test func theBlendModeIsPartOfTheGraphicsState() {
        let image = render(10, 10, background: Color(white: 0.5)) { context in
            context.saveGState()
            context.setBlendMode(.multiply)
            context.restoreGState()
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        expectPixel(image, 5, 5, red)
    }
}
