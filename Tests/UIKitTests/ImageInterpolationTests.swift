import Testing
import UIKit

/// `CGContext.interpolationQuality`: how an image drawn larger than its pixels is
/// resampled.
@Suite struct ImageInterpolationTests {
    private let format: UIGraphicsImageRendererFormat = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }()

    /// One black pixel, then one white, drawn 8 pixels wide with `quality`.
    private func stretched(_ quality: CGInterpolationQuality) -> UIImage {
        let pair = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 1), format: format).image { context in
            context.cgContext.interpolationQuality = quality
            pair.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1))
        }
    }

    @Test func noInterpolationKeepsHardPixelEdges() {
        let image = stretched(.none)
        #expect((0..<8).map { pixel(image, $0, 0).red } == [0, 0, 0, 0, 255, 255, 255, 255])
    }

    @Test func smoothInterpolationBlendsAcrossTheEdge() {
        let image = stretched(.high)
        let reds = (0..<8).map { pixel(image, $0, 0).red }
        #expect(reds == [0, 0, 0, 32, 224, 255, 255, 255])
    }
}
