import Testing
import UIKit

/// `CALayer.magnificationFilter` and `minificationFilter`: how `contents` is resampled
/// when drawn larger or smaller than its pixels.
@MainActor
@Suite struct LayerContentsFilterTests {
    private let format: UIGraphicsImageRendererFormat = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }()

    /// A `width` × `height` black image with the given pixels coloured.
    private func image(width: Int, height: Int, _ colored: [(Int, Int, UIColor)]) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            for (x, y, color) in colored {
                color.setFill()
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }

    /// The window's frame after showing `contents` in a layer of `size` points at the
    /// origin, with `configure` applied to the layer.
    private func shown(_ contents: UIImage, size: CGFloat, _ configure: (CALayer) -> Void) throws -> UIImage {
        let window = makeWindow(width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: size, height: size)
        layer.contents = contents.cgImage
        configure(layer)
        window.layer.addSublayer(layer)
        commit(window)
        return try frameImage(of: window)
    }

    private let quadrants: [(Int, Int, UIColor)] = [(0, 0, .red), (1, 0, .green), (0, 1, .blue), (1, 1, .white)]

    @Test func theFiltersAreLinearByDefault() {
        let layer = CALayer()
        #expect(layer.magnificationFilter == .linear)
        #expect(layer.minificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        #expect(CALayerContentsFilter.nearest.rawValue == "nearest")
    }

    @Test func nearestMagnificationRepeatsEachPixelAsAHardBlock() throws {
        // Two by two pixels shown 20 points wide: each a 10 × 10 block, unblended.
        let frame = try shown(image(width: 2, height: 2, quadrants), size: 20) { $0.magnificationFilter = .nearest }
        #expect(pixel(frame, 0, 0) == rgb(255, 0, 0))
        #expect(pixel(frame, 9, 9) == rgb(255, 0, 0))
        #expect(pixel(frame, 10, 9) == rgb(0, 255, 0))
        #expect(pixel(frame, 9, 10) == rgb(0, 0, 255))
        #expect(pixel(frame, 10, 10) == .white)
        #expect(pixel(frame, 19, 19) == .white)
        #expect(pixel(frame, 20, 20) == .white)
    }

    @Test func linearMagnificationBlendsAcrossTheBlocks() throws {
        let frame = try shown(image(width: 2, height: 2, quadrants), size: 20) { _ in }
        // Beside the edge between red and green, both show.
        let edge = pixel(frame, 9, 0)
        #expect(edge != rgb(255, 0, 0))
        #expect(edge.red > 0 && edge.green > 0)
        #expect(pixel(frame, 0, 0) == rgb(255, 0, 0))
    }

    @Test func nearestMinificationTakesThePixelUnderEachDevicePixelsCenter() throws {
        // Three by three pixels shown in two: the device pixels' centers fall on content
        // pixels 0 and 2 (at 0.75 and 2.25), the corners.
        let corners: [(Int, Int, UIColor)] = [(0, 0, .red), (2, 0, .green), (0, 2, .blue), (2, 2, .white)]
        let nearest = try shown(image(width: 3, height: 3, corners), size: 2) { $0.minificationFilter = .nearest }
        #expect(pixel(nearest, 0, 0) == rgb(255, 0, 0))
        #expect(pixel(nearest, 1, 0) == rgb(0, 255, 0))
        #expect(pixel(nearest, 0, 1) == rgb(0, 0, 255))
        #expect(pixel(nearest, 1, 1) == .white)
        // Linear filtering blends the corner with the black between.
        let linear = try shown(image(width: 3, height: 3, corners), size: 2) { _ in }
        #expect(pixel(linear, 0, 0).red < 255)
        #expect(pixel(linear, 0, 0).red > 0)
    }

    @Test func theMagnificationFilterLeavesMinificationLinear() throws {
        let corners: [(Int, Int, UIColor)] = [(0, 0, .red), (2, 0, .green), (0, 2, .blue), (2, 2, .white)]
        let frame = try shown(image(width: 3, height: 3, corners), size: 2) { $0.magnificationFilter = .nearest }
        #expect(pixel(frame, 0, 0).red < 255)
    }
}
