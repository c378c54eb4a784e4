import EaselDiff
import EaselGraphics
import Foundation

/// Small images made in code for the hand-computed cases.
enum TestImages {
    /// A `width`×`height` image of one colour.
    static func solid(_ width: Int, _ height: Int, _ pixel: Pixel) -> RGBAImage {
        RGBAImage(width: width, height: height,
                  bytes: Array((0..<width * height).map { _ in [pixel.red, pixel.green, pixel.blue, pixel.alpha] }.joined()))
    }

    /// `image` with the pixels `changes` gives replaced.
    static func changing(_ image: RGBAImage, _ changes: [(x: Int, y: Int, pixel: Pixel)]) -> RGBAImage {
        var bytes = image.bytes
        for change in changes {
            let i = (change.y * image.width + change.x) * 4
            bytes[i..<i + 4] = [change.pixel.red, change.pixel.green, change.pixel.blue, change.pixel.alpha]
        }
        return RGBAImage(width: image.width, height: image.height, bytes: bytes)
    }

    /// A circle of radius 12 drawn anti-aliased by Easel's renderer at `center`, dark
    /// blue on white.
    static func circle(at center: CGPoint) -> RGBAImage {
        let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            context.setFillColor(.white)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.setFillColor(Color(red: 30 / 255, green: 60 / 255, blue: 160 / 255, alpha: 1))
            context.addEllipse(in: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
            context.fillPath()
        }
        return RGBAImage(width: image.pixelWidth, height: image.pixelHeight, bytes: image.rgbaBytes)
    }

    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let red = Pixel(red: 255, green: 0, blue: 0)
    static let blue = Pixel(red: 30, green: 60, blue: 200)
}
