import Foundation
import Testing
import UIKit

/// Image masks (`CGImage(maskWidth:…)`) and `CGImage.masking(_:)`: a sample of 0 shows
/// the image, the largest hides it, as GradientCircularProgress's arcs use them.
@MainActor
@Suite struct CGImageMaskTests {
    private func image(size: CGSize, _ draw: (UIGraphicsImageRendererContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw).cgImage!
    }

    private func alpha(at x: Int, _ y: Int, of image: CGImage) -> UInt8 {
        CFDataGetBytePtr(image.dataProvider!.data!)[y * image.bytesPerRow + x * 4 + 3]
    }

    /// The library's pattern: a mask made from a rendered image's own bytes.
    @Test func aMaskFromAnImagesBytesHidesWhereItIsWhite() throws {
        let size = CGSize(width: 4, height: 2)
        let maskSource = image(size: size) { context in
            UIColor.black.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let mask = try #require(CGImage(maskWidth: maskSource.width, height: maskSource.height,
                                        bitsPerComponent: maskSource.bitsPerComponent, bitsPerPixel: maskSource.bitsPerPixel,
                                        bytesPerRow: maskSource.bytesPerRow, provider: maskSource.dataProvider!,
                                        decode: nil, shouldInterpolate: false))
        #expect(mask.isMask && !maskSource.isMask)
        let red = image(size: size) { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let masked = try #require(red.masking(mask))
        #expect(alpha(at: 0, 0, of: masked) == 0 && alpha(at: 1, 1, of: masked) == 0)
        #expect(alpha(at: 2, 0, of: masked) == 255 && alpha(at: 3, 1, of: masked) == 255)
        #expect(CFDataGetBytePtr(masked.dataProvider!.data!)[2 * 4] == 255)
    }

    /// One bit a pixel, most significant first, with a decode array that inverts it.
    @Test func oneBitSamplesAndADecodeArray() throws {
        let provider = try #require(CGDataProvider(data: Data([0b1010_0000]) as CFData))
        let inverted: [CGFloat] = [1, 0]
        let mask = try #require(inverted.withUnsafeBufferPointer {
            CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                    provider: provider, decode: $0.baseAddress, shouldInterpolate: false)
        })
        let white = image(size: CGSize(width: 4, height: 1)) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        let masked = try #require(white.masking(mask))
        #expect((0..<4).map { alpha(at: $0, 0, of: masked) } == [255, 0, 255, 0])
    }

    @Test func masksCoreGraphicsRefusesAreNil() throws {
        let provider = try #require(CGDataProvider(data: Data(count: 4) as CFData))
        #expect(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 2,
                        provider: provider, decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(maskWidth: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                        provider: provider, decode: nil, shouldInterpolate: false) == nil)
        let plain = image(size: CGSize(width: 1, height: 1)) { _ in }
        #expect(plain.masking(plain) == nil)
    }
}
