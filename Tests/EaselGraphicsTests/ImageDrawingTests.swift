import EaselGraphics
import Foundation
import Testing

@Suite struct ImageDrawingTests {
    /// A `size`×`size` pixel image of distinct colors, at `scale`.
    func checkerboard(_ size: Int, scale: CGFloat) -> Image {
        var bytes: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                bytes += [UInt8(x * 255 / (size - 1)), UInt8(y * 255 / (size - 1)), UInt8((x + y) % 2 * 255), 255]
            }
        }
        return Image(width: size, height: size, rgbaBytes: bytes, scale: scale)
    }

    @Test func anImageAtTheContextsScaleCopiesItsPixels() {
        for scale: CGFloat in [1, 2, 3] {
            // 20×20 points at every scale.
            let photo = checkerboard(Int(20 * scale), scale: scale)
            let image = render(30, 30, scale: scale) { context in
                context.draw(photo, in: CGRect(x: 5, y: 5, width: 20, height: 20))
            }
            let offset = Int(5 * scale)
            for y in 0..<photo.pixelHeight {
                for x in 0..<photo.pixelWidth where image[x + offset, y + offset] != photo[x, y] {
                    Issue.record("scale \(scale): pixel (\(x), \(y)) is \(image[x + offset, y + offset]), expected \(photo[x, y])")
                    return
                }
            }
            #expect(image[offset - 1, offset] == transparent)
            #expect(image[offset + photo.pixelWidth, offset] == transparent)
        }
    }

    @Test func aLowResolutionImageIsScaledUpToItsPointSize() {
        // A 1× image of 2×2 pixels drawn in 2×2 points of a 3× context, without
        // interpolation: each pixel becomes a 3×3 block.
        let photo = Image(width: 2, height: 2, rgbaBytes: [255, 0, 0, 255, 0, 255, 0, 255,
                                                           0, 0, 255, 255, 255, 255, 255, 255])
        let image = render(2, 2, scale: 3) { context in
            context.interpolationQuality = .none
            context.draw(photo, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        for y in 0..<6 {
            for x in 0..<6 {
                #expect(image[x, y] == photo[x / 3, y / 3], "(\(x), \(y))")
            }
        }
    }

    @Test func drawAtUsesTheImagesPointSize() {
        let photo = checkerboard(4, scale: 2)
        let image = render(10, 10, scale: 2) { _ in photo.draw(at: CGPoint(x: 3, y: 4)) }
        #expect(image[6, 8] == photo[0, 0])
        #expect(image[9, 11] == photo[3, 3])
        #expect(image[10, 8] == transparent)
    }

    @Test func interpolationBlendsNeighbouringPixelsUnlessTurnedOff() {
        let photo = Image(width: 2, height: 1, rgbaBytes: [0, 0, 0, 255, 255, 255, 255, 255])
        func stretched(_ quality: InterpolationQuality) -> Image {
            render(20, 1) { context in
                context.interpolationQuality = quality
                context.draw(photo, in: CGRect(x: 0, y: 0, width: 20, height: 1))
            }
        }
        // Pixel 9 samples the image at x = 0.95: 45% of the way between the centers.
        let smooth = stretched(.default)
        #expect(smooth[9, 0].red > 100 && smooth[9, 0].red < 130, "\(smooth[9, 0])")
        // Bilinear: 0.45·255 ≈ 115, within pixman's 7-bit interpolation weights (±2).
        #expect(stretched(.low)[9, 0].distance(to: rgb(115, 115, 115)) <= 2)
        #expect(stretched(.none)[9, 0] == black)
        #expect(stretched(.none)[10, 0] == white)
        // The ends repeat the edge pixels instead of fading out.
        #expect(smooth[0, 0] == black)
        #expect(smooth[19, 0] == white)
    }

    @Test func edgesInsidePixelsCoverThemInProportion() {
        let photo = Image(width: 1, height: 1, rgbaBytes: [255, 0, 0, 255])
        let image = render(10, 10) { context in
            context.draw(photo, in: CGRect(x: 2.5, y: 2, width: 5, height: 5))
        }
        expectPixel(image, 2, 4, Pixel(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1)
        expectPixel(image, 3, 4, red)
        expectPixel(image, 7, 4, Pixel(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1)
    }

    @Test func imagesKeepTheirTransparencyAndDrawUpright() {
        let photo = Image(width: 1, height: 2, rgbaBytes: [0, 0, 255, 255, 0, 0, 0, 0])
        let image = render(4, 4, background: .white) { context in
            context.interpolationQuality = .none
            context.draw(photo, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        expectPixel(image, 1, 1, blue)
        expectPixel(image, 1, 3, white)
    }

    @Test func drawingAnImageLeavesThePathAlone() {
        _ = render(4, 4) { context in
            context.move(to: CGPoint(x: 1, y: 1))
            context.draw(checkerboard(2, scale: 1), in: CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        }
    }

    @Test func emptyRectanglesDrawNothing() {
        let image = render(4, 4) { context in
            context.draw(checkerboard(2, scale: 1), in: CGRect(x: 1, y: 1, width: 0, height: 3))
        }
        #expect(image.rgbaBytes.allSatisfy { $0 == 0 })
    }
}
