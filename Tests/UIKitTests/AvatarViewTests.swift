import Testing
import UIKit

/// An avatar: initials on a colored disc, rendered once into an image with
/// `UIGraphicsImageRenderer` and drawn clipped to a circle.
final class AvatarView: UIView {
    private(set) var renders = 0
    private var cached: UIImage?
    var tint = UIColor.systemTeal

    private func avatarImage() -> UIImage {
        if let cached { return cached }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: bounds.size, format: format)
        let image = renderer.image { context in
            tint.setFill()
            context.fill(CGRect(origin: .zero, size: renderer.bounds.size))
        }
        renders += 1
        cached = image
        return image
    }

    override func draw(_ rect: CGRect) {
        UIBezierPath(ovalIn: bounds).addClip()
        avatarImage().draw(in: bounds)
    }
}

@MainActor
@Suite struct AvatarViewTests {
    @Test func theImageIsDrawnInsideTheCircleOnly() throws {
        let window = makeWindow(scale: 2)
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(avatar)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 40, 40) == UIColor.systemTeal.pixel)
        #expect(pixel(image, 40, 2) == UIColor.systemTeal.pixel)
        #expect(pixel(image, 2, 2) == .white)
        #expect(pixel(image, 77, 77) == .white)
        #expect(avatar.renders == 1)
    }

    @Test func theRendererMakesImagesOfItsSizeAtTheFormatsScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 2), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 3)
        #expect(pixel(image, 2, 2) == rgb(0, 0, 255))
        #expect(pixel(image, 3, 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        let png = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 4, height: 2))
        }
        let decoded = try UIImage(pngData: png, scale: 3)
        #expect(decoded.pixelWidth == 12 && decoded.pixelHeight == 6)
        #expect(pixel(decoded, 11, 5) == rgb(0, 0, 255))
    }

    @Test func currentImageIsWhatWasDrawnSoFar() {
        var halfway: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            halfway = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(halfway.map { pixel($0, 0, 0) } == rgb(255, 0, 0))
        #expect(halfway.map { pixel($0, 1, 0) } == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(pixel(final, 0, 0) == rgb(0, 0, 255))
    }

    @Test func anOpaqueFormatStartsBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 1, 0) == .black)
    }
}
