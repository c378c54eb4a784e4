import EaselGraphics
import Foundation
import Testing

/// Images over a pixel budget are refused before their pixels are allocated.
@Suite struct PixelBudgetTests {
    @Test func theStandardBudgetIs16384ASideAnd256MiPixels() {
        #expect(PixelBudget.standard == PixelBudget(maximumSide: 16384, maximumArea: 268_435_456))
        #expect(PixelBudget.standard.excess(width: 16384, height: 16384) == nil)
        #expect(PixelBudget.standard.excess(width: 16385, height: 1) == "16385 × 1 pixels, over the limit of 16384 pixels a side")
        #expect(PixelBudget(maximumSide: 100, maximumArea: 50).excess(width: 10, height: 6) == "10 × 6 pixels, over the limit of 50 pixels in all")
        #expect(PixelBudget.standard.excess(width: .infinity, height: 1) == "inf × 1 pixels, over the limit of 16384 pixels a side")
    }

    @Test func pixelsOfASizeAreRoundedUpAndStandardized() {
        let pixels = PixelBudget.pixels(of: CGSize(width: -10.2, height: 3), scale: 2)
        #expect(pixels.width == 21 && pixels.height == 6)
        #expect(PixelBudget.pixels(of: CGSize(width: CGFloat.nan, height: 1), scale: 1).width == .infinity)
    }

    @Test func decodingRefusesAnImageOverTheBudget() throws {
        let png = try #require(Image(bitmap: Bitmap(width: 12, height: 5)).pngData())
        #expect(throws: PNGError.unsupported(file: nil, reason: "the image is 12 × 5 pixels, over the limit of 10 pixels a side")) {
            try Image(pngData: png, budget: PixelBudget(maximumSide: 10, maximumArea: 1000))
        }
        #expect(throws: PNGError.unsupported(file: nil, reason: "the image is 12 × 5 pixels, over the limit of 59 pixels in all")) {
            try Image(pngData: png, budget: PixelBudget(maximumSide: 100, maximumArea: 59))
        }
        #expect(try Image(pngData: png, budget: PixelBudget(maximumSide: 12, maximumArea: 60)).pixelWidth == 12)
    }
}
