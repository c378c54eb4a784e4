import EaselGraphics
import Foundation
import Testing

/// Sizes and scales an image cannot have are reported and replaced, never fatal.
@Suite struct InvalidImageArgumentTests {
    @Test func aRendererStandardizesNegativeSizesAndReplacesNonFiniteOnes() {
        #expect(GraphicsImageRenderer(size: CGSize(width: -3, height: 2)).image { _ in }.pixelWidth == 3)
        let (renderer, messages) = Diagnostics.collect { GraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 2), scale: -1) }
        #expect(messages == [
            "GraphicsImageRenderer: a size of nan × 2.0 is not finite; using 0 × 0",
            "GraphicsImageRenderer: a scale of -1.0 is not a positive number; using 1",
        ])
        #expect(renderer.size == .zero && renderer.scale == 1)
    }

    @Test func aRendererOverTheBudgetDrawsOnlyWhatFits() {
        // 20000 × 1 points at scale 1: the side is cut to the standard 16384.
        let (image, messages) = Diagnostics.collect {
            GraphicsImageRenderer(size: CGSize(width: 20000, height: 1)).image { context in
                context.setFillColor(Color(red: 1, green: 0, blue: 0))
                context.fill(CGRect(x: 0, y: 0, width: 20000, height: 1))
            }
        }
        #expect(messages == ["GraphicsImageRenderer: the image would be 20000 × 1 pixels, over the limit of 16384 pixels a side; only its top-left 16384 × 1 pixels are rendered"])
        #expect(image.pixelWidth == 16384 && image[16383, 0] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func anImageScaleThatIsNotPositiveIsOne() {
        let (image, messages) = Diagnostics.collect { Image(bitmap: Bitmap(width: 1, height: 1), scale: 0) }
        #expect(messages == ["Image: a scale of 0.0 is not a positive number; using 1"])
        #expect(image.scale == 1)
    }
}
