import Testing
import UIKit

/// Bitmap contexts over the caller's memory, as iOS code reads a pixel's color or
/// builds an image offscreen: `CGContext(data:width:height:bitsPerComponent:…)`.
@Suite struct BitmapContextDataTests {
    /// The color of one pixel of an image, as color pickers read it: the image drawn
    /// into a 1×1 RGBA context over four bytes.
    private func color(of image: CGImage, x: Int, y: Int) throws -> [UInt8] {
        var pixel = [UInt8](repeating: 0, count: 4)
        try pixel.withUnsafeMutableBytes { bytes in
            let context = try #require(CGContext(data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8,
                                                 bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.translateBy(x: -CGFloat(x), y: CGFloat(y) - CGFloat(image.height - 1))
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        return pixel
    }

    @Test func aPixelsColorIsReadThroughAOnePixelContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4),
                                               format: { let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }())
        let image = try #require(renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }.cgImage)
        #expect(try color(of: image, x: 1, y: 0) == [255, 0, 0, 255], "the top rows are red")
        #expect(try color(of: image, x: 2, y: 3) == [0, 0, 128, 128], "premultiplied, as Core Graphics stores it")
    }

    @Test func drawingLandsInTheCallersMemoryInItsLayout() throws {
        var bgra = [UInt8](repeating: 0, count: 2 * 2 * 4)
        try bgra.withUnsafeMutableBytes { bytes in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let context = try #require(CGContext(data: bytes.baseAddress, width: 2, height: 2, bitsPerComponent: 8,
                                                 bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(context.data == bytes.baseAddress && context.width == 2 && context.height == 2)
        }
        // y-up: the bottom row is the second one in memory.
        #expect(Array(bgra[0..<8]) == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(bgra[8..<16]) == [0, 255, 0, 255, 0, 255, 0, 255])

        var skipped: [UInt8] = [10, 20, 30, 0]
        try skipped.withUnsafeMutableBytes { bytes in
            let context = try #require(CGContext(data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8,
                                                 bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
            let image = try #require(context.makeImage())
            #expect(UIImage(cgImage: image)[0, 0] == Pixel(red: 10, green: 20, blue: 30, alpha: 255),
                    "the caller's bytes are the first pixels")
        }
    }

    @Test func aContextWithoutMemoryKeepsItsOwnAndUnsupportedLayoutsAreRefused() throws {
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        let image = try #require(context.makeImage())
        #expect(context.data == nil && image.width == 3 && image.height == 2)
        #expect(UIImage(cgImage: image)[0, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 255), "y-up: the bottom row")
        #expect(UIImage(cgImage: image)[0, 0].alpha == 0)
        let (refused, messages) = Diagnostics.collect {
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue)
        }
        #expect(refused == nil && messages.count == 1)
        #expect(messages.first?.contains("unsupported parameter combination") == true)
    }
}
