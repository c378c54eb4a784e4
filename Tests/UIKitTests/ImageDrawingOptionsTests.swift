import Testing
import UIKit

/// `UIImage.draw(in:blendMode:alpha:)`, `draw(at:blendMode:alpha:)` and `drawAsPattern(in:)`.
@Suite struct ImageDrawingOptionsTests {
    private let format: UIGraphicsImageRendererFormat = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }()

    private func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    @Test func theBlendModeAndAlphaHoldForTheOneCall() {
        let red = solid(.red, CGSize(width: 4, height: 4))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
            red.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 4, y: 0, width: 4, height: 4), blendMode: .multiply, alpha: 1)
            // The context's own alpha and blend mode are as they were.
            UIColor.blue.setFill()
            context.fill(CGRect(x: 7, y: 3, width: 1, height: 1))
        }
        #expect(pixel(image, 1, 1) == rgb(255, 127, 127))
        #expect(pixel(image, 5, 1) == rgb(255, 0, 0))
        #expect(pixel(image, 7, 3) == rgb(0, 0, 255))
    }

    @Test func aPatternRepeatsTheImageFromTheOrigin() {
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 1), format: format).image { _ in
            tile.drawAsPattern(in: CGRect(x: 1, y: 0, width: 5, height: 1))
        }
        #expect((0..<6).map { pixel(image, $0, 0).alpha } == [0, 0, 255, 0, 255, 0])
    }
}
