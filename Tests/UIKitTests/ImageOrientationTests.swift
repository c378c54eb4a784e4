import Testing
import UIKit

/// `UIImage(cgImage:scale:orientation:)`: an image is shown upright from pixels stored
/// turned or mirrored, and its `CGImage` is the pixels as stored.
@MainActor
@Suite struct ImageOrientationTests {
    /// Three pixels in a row, red, green, blue, over a row of white, black, yellow.
    private func corners() throws -> CGImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            for (index, color) in [UIColor.red, .green, .blue, .white, .black, .yellow].enumerated() {
                color.setFill()
                context.fill(CGRect(x: index % 3, y: index / 3, width: 1, height: 1))
            }
        }
        return try #require(image.cgImage)
    }

    private func rows(_ image: UIImage) -> [[Pixel]] {
        let size = (width: Int(image.size.width * image.scale), height: Int(image.size.height * image.scale))
        return (0..<size.height).map { y in (0..<size.width).map { x in pixel(image, x, y) } }
    }

    private let red = rgb(255, 0, 0), green = rgb(0, 255, 0), blue = rgb(0, 0, 255)
    private let white = Pixel.white, black = Pixel.black, yellow = rgb(255, 255, 0)

    @Test func anUpImageIsThePixelsAsStored() throws {
        let image = UIImage(cgImage: try corners(), scale: 1, orientation: .up)
        #expect(image.imageOrientation == .up)
        #expect(rows(image) == [[red, green, blue], [white, black, yellow]])
        #expect(UIImage(cgImage: try corners()).imageOrientation == .up)
    }

    @Test func eachOrientationShowsThePixelsTurnedAsUIKitDocumentsIt() throws {
        let stored = try corners()
        let shown: [UIImage.Orientation: [[Pixel]]] = [
            .down: [[yellow, black, white], [blue, green, red]],
            .upMirrored: [[blue, green, red], [yellow, black, white]],
            .downMirrored: [[white, black, yellow], [red, green, blue]],
            .left: [[blue, yellow], [green, black], [red, white]],
            .right: [[white, red], [black, green], [yellow, blue]],
            .leftMirrored: [[red, white], [green, black], [blue, yellow]],
            .rightMirrored: [[yellow, blue], [black, green], [white, red]],
        ]
        for (orientation, expected) in shown {
            let image = UIImage(cgImage: stored, scale: 1, orientation: orientation)
            #expect(rows(image) == expected, "\(orientation)")
            #expect(image.imageOrientation == orientation)
        }
    }

    @Test func aSidewaysImageSwapsItsSizeAndKeepsItsScale() throws {
        let image = UIImage(cgImage: try corners(), scale: 2, orientation: .right)
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 1, height: 1.5))
    }

    @Test func theCGImageOfATurnedImageIsThePixelsAsStored() throws {
        let stored = try corners()
        for orientation in UIImage.Orientation.allCases {
            let cgImage = try #require(UIImage(cgImage: stored, scale: 1, orientation: orientation).cgImage)
            #expect(cgImage.width == 3 && cgImage.height == 2)
            #expect(rows(UIImage(cgImage: cgImage)) == [[red, green, blue], [white, black, yellow]], "\(orientation)")
        }
    }

    @Test func aTurnedImageDrawsUpright() throws {
        let window = makeWindow(width: 10, height: 10)
        let view = UIImageView(image: UIImage(cgImage: try corners(), scale: 1, orientation: .left))
        window.addSubview(view)
        commit(window)
        #expect(view.frame.size == CGSize(width: 2, height: 3))
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 0, 0) == blue)
        #expect(pixel(frame, 1, 2) == white)
    }
}
