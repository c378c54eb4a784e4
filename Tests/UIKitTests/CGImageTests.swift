import Testing
import UIKit

/// Plays one frame of a horizontal sprite sheet: the frame is cropped out of the
/// sheet's `CGImage` and drawn upright by flipping the context first, as iOS code
/// drawing a `CGImage` in `draw(_:)` does.
final class SpriteSheetView: UIView {
    var sheet: UIImage?
    var frameCount = 1
    var frameIndex = 0 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let sheet = sheet?.cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        let frameWidth = sheet.width / frameCount
        guard let frame = sheet.cropping(to: CGRect(x: frameIndex * frameWidth, y: 0, width: frameWidth, height: sheet.height)) else { return }
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(frame, in: bounds)
    }
}

/// An image with its reflection below, drawn with Core Graphics' flipped image
/// convention: `CGContext.draw(_:in:)` in a UIKit context is the mirror image.
final class ReflectionView: UIView {
    var image: UIImage?

    override func draw(_ rect: CGRect) {
        guard let image, let cgImage = image.cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        let half = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        image.draw(in: half)
        context.draw(cgImage, in: half.offsetBy(dx: 0, dy: half.height))
    }
}

/// Two rows, red over blue, `width` points wide and 1 point a row, at `scale`.
func redOverBlue(width: CGFloat = 2, scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: 2), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: 1))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 1, width: width, height: 1))
    }
}

/// Four frames side by side, each 2 × 2 pixels: red, green, blue, black.
func spriteSheet() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 8, height: 2)).image { context in
        for (index, color) in [UIColor.red, .green, .blue, .black].enumerated() {
            color.setFill()
            context.fill(CGRect(x: index * 2, y: 0, width: 2, height: 2))
        }
    }
}

@MainActor
@Suite struct CGImageTests {
    @Test func aCGImageHasTheImagesPixelsWithoutItsScale() throws {
        let image = redOverBlue(width: 4, scale: 3)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 12 && cgImage.height == 6)
        #expect(cgImage.bitsPerComponent == 8 && cgImage.bitsPerPixel == 32)
        let back = UIImage(cgImage: cgImage)
        #expect(back.scale == 1 && back.size == CGSize(width: 12, height: 6))
        #expect(pixel(back, 11, 0) == rgb(255, 0, 0))
        #expect(pixel(back, 0, 5) == rgb(0, 0, 255))
    }

    @Test func croppingTakesTheIntegralRectInsideTheImage() throws {
        let sheet = try #require(spriteSheet().cgImage)
        let blue = try #require(sheet.cropping(to: CGRect(x: 4, y: 0, width: 2, height: 2)))
        #expect(blue.width == 2 && blue.height == 2)
        #expect(pixel(UIImage(cgImage: blue), 0, 0) == rgb(0, 0, 255))
        #expect(pixel(UIImage(cgImage: blue), 1, 1) == rgb(0, 0, 255))
        let widened = try #require(sheet.cropping(to: CGRect(x: 1.5, y: 0.5, width: 1, height: 1)))
        #expect(widened.width == 2 && widened.height == 2)
        #expect(pixel(UIImage(cgImage: widened), 0, 0) == rgb(255, 0, 0))
        #expect(pixel(UIImage(cgImage: widened), 1, 1) == rgb(0, 255, 0))
        let clipped = try #require(sheet.cropping(to: CGRect(x: 6, y: -4, width: 10, height: 10)))
        #expect(clipped.width == 2 && clipped.height == 2)
        #expect(sheet.cropping(to: CGRect(x: 20, y: 0, width: 2, height: 2)) == nil)
        let (nan, messages) = Diagnostics.collect { sheet.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) }
        #expect(nan == nil)
        #expect(messages.count == 1)
    }

    @Test func drawingACGImageInAUIKitContextShowsItUpsideDown() throws {
        let cgImage = try #require(redOverBlue().cgImage)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(pixel(drawn, 0, 0) == rgb(0, 0, 255))
        #expect(pixel(drawn, 1, 1) == rgb(255, 0, 0))
    }

    @Test func theSpriteViewShowsTheChosenFrameUpright() throws {
        let window = makeWindow(width: 10, height: 10)
        let sprite = SpriteSheetView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        sprite.sheet = spriteSheet()
        sprite.frameCount = 4
        sprite.frameIndex = 1
        window.addSubview(sprite)
        commit(window)
        #expect(pixel(try frameImage(of: window), 0, 0) == rgb(0, 255, 0))
        #expect(pixel(try frameImage(of: window), 3, 3) == rgb(0, 255, 0))
        #expect(pixel(try frameImage(of: window), 4, 4) == .white)
        sprite.frameIndex = 3
        commit(window)
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(0, 0, 0))
    }

    @Test func theReflectionIsTheImageMirrored() throws {
        let window = makeWindow(width: 10, height: 10, scale: 2)
        let reflection = ReflectionView(frame: CGRect(x: 0, y: 0, width: 2, height: 4))
        reflection.image = redOverBlue(scale: 2)
        window.addSubview(reflection)
        commit(window)
        let image = try frameImage(of: window)
        #expect((0..<8).map { pixel(image, 1, $0) } == [
            rgb(255, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255), rgb(0, 0, 255),
            rgb(0, 0, 255), rgb(0, 0, 255), rgb(255, 0, 0), rgb(255, 0, 0),
        ])
    }
}
