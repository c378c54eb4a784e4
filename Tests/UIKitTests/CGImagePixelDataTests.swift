import Foundation
import Testing
import UIKit

/// Reading an image's pixels as iOS code does: `cgImage.dataProvider?.data` and
/// `CFDataGetBytePtr`, RGBA with alpha last and premultiplied, `bytesPerRow` apart.
@MainActor
@Suite struct CGImagePixelDataTests {
    /// The color of one pixel, the way color-picker extensions read it.
    private func color(at point: CGPoint, of image: CGImage) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard let data = image.dataProvider?.data else { return nil }
        let bytes = CFDataGetBytePtr(data)!
        let index = Int(point.y) * image.bytesPerRow + Int(point.x) * image.bitsPerPixel / 8
        return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }

    /// An image of `size` at one pixel a point, drawn by `draw`.
    private func oneToOne(_ size: CGSize, _ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
    }

    @Test func eachPixelIsRedGreenBlueAndPremultipliedAlpha() throws {
        let image = oneToOne(CGSize(width: 4, height: 3)) { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 2, y: 1, width: 2, height: 2))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.bytesPerRow == 16 && cgImage.alphaInfo == .premultipliedLast)
        #expect(cgImage.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(CFDataGetLength(try #require(cgImage.dataProvider?.data)) == 48)
        let orange = try #require(color(at: CGPoint(x: 1, y: 2), of: cgImage))
        #expect(orange == (255, 128, 0, 255))
        let halfBlue = try #require(color(at: CGPoint(x: 3, y: 2), of: cgImage))
        #expect(halfBlue == (0, 0, 128, 128))
        let clear = try #require(color(at: CGPoint(x: 3, y: 0), of: cgImage))
        #expect(clear == (0, 0, 0, 0))
    }

    @Test func aProviderOfDataOrOfAFile() throws {
        let bytes = Data([1, 2, 3, 250])
        #expect(CGDataProvider(data: bytes as CFData)?.data == bytes)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString).bin")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(CGDataProvider(url: file as CFURL)?.data == bytes)
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/easel.bin") as CFURL) == nil)
    }

    /// `CFDataGetBytePtr` and `CFDataGetLength` take the optional data straight from the
    /// provider, as UIImageColors and color pickers pass it (`CFData!` parameters).
    @Test func theBytesOfAProvidersOptionalData() throws {
        let image = oneToOne(CGSize(width: 4, height: 1)) { context in
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let cgImage = try #require(image.cgImage)
        let data = cgImage.dataProvider?.data
        let bytes = try #require(CFDataGetBytePtr(data))
        #expect(CFDataGetLength(data) == 16)
        #expect((bytes[4], bytes[5], bytes[6], bytes[7]) == (0, 255, 0, 255))
        #expect((bytes[0], bytes[1], bytes[2], bytes[3]) == (0, 0, 0, 0))
    }
}
