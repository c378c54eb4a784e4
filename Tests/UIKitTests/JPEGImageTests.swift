import Testing
import UIKit

/// `UIImage.jpegData(compressionQuality:)` and `UIImage(data:)` of a JPEG: sizes, colors
/// (within a JPEG's loss), quality, transparency and the EXIF orientation.
@MainActor
@Suite struct JPEGImageTests {
    /// A 40 × 20-point image, red on the left half and blue on the right.
    private func halves(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    /// Whether two pixels are within a JPEG's loss of each other.
    private func near(_ a: Pixel, _ b: Pixel, by tolerance: Int = 12) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == 255
    }

    @Test func aJPEGReadsBackWithItsSizeAndColors() throws {
        let data = try #require(halves().jpegData(compressionQuality: 0.9))
        #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.imageOrientation == .up)
        #expect(near(pixel(image, 5, 10), rgb(255, 0, 0)))
        #expect(near(pixel(image, 35, 10), rgb(0, 0, 255)))
        let retinaData = try #require(halves(scale: 2).jpegData(compressionQuality: 0.9))
        let retina = try #require(UIImage(data: retinaData, scale: 2))
        #expect(retina.size == CGSize(width: 40, height: 20) && retina.scale == 2)
    }

    @Test func lowerQualityMakesSmallerFiles() throws {
        let image = halves()
        let best = try #require(image.jpegData(compressionQuality: 1))
        let worst = try #require(image.jpegData(compressionQuality: 0))
        #expect(worst.count < best.count)
        #expect(image.jpegData(compressionQuality: 0.5) == image.jpegData(compressionQuality: 0.5))
    }

    @Test func transparentPixelsComeOutBlack() throws {
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
        let data = try #require(clear.jpegData(compressionQuality: 1))
        let image = try #require(UIImage(data: data))
        #expect(near(pixel(image, 8, 8), rgb(0, 0, 0), by: 2))
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test func theEXIFOrientationTurnsTheImageUpright() throws {
        var bytes = [UInt8](try #require(halves().jpegData(compressionQuality: 0.9)))
        // An APP1 segment right after the start-of-image marker: a big-endian TIFF
        // header and one IFD entry, orientation (0x0112) = 6, stored rotated left.
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8,
                                                   0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        bytes.insert(contentsOf: [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif, at: 2)
        let image = try #require(UIImage(data: Data(bytes)))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 20, height: 40))
        #expect(near(pixel(image, 10, 5), rgb(255, 0, 0)))
        #expect(near(pixel(image, 10, 35), rgb(0, 0, 255)))
    }

    @Test func dataThatIsNotAnImageGivesNil() {
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }
}
