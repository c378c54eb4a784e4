import EaselGraphics
import Foundation
import Testing

@Suite struct BitmapTests {
    @Test func newBitmapIsTransparent() {
        let bitmap = Bitmap(width: 3, height: 2)
        #expect(bitmap[2, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(!bitmap.isOpaque)
    }

    @Test func straightRGBARoundTripsThroughPremultipliedStorage() {
        // Opaque and fully transparent pixels survive exactly; half-transparent ones
        // within the rounding of premultiplication.
        let bytes: [UInt8] = [255, 0, 0, 255, 10, 20, 30, 0, 200, 100, 50, 128, 1, 2, 3, 255]
        let bitmap = Bitmap(width: 2, height: 2, rgbaBytes: bytes)
        let back = bitmap.rgbaBytes
        #expect(Array(back[0..<4]) == [255, 0, 0, 255])
        #expect(Array(back[4..<8]) == [0, 0, 0, 0])
        #expect(bitmap[0, 1].distance(to: Pixel(red: 200, green: 100, blue: 50, alpha: 128)) <= 1)
        #expect(Array(back[12..<16]) == [1, 2, 3, 255])
    }

    @Test func subscriptWritesOnePixel() {
        let bitmap = Bitmap(width: 4, height: 4)
        bitmap[1, 2] = Pixel(red: 9, green: 8, blue: 7)
        #expect(bitmap[1, 2] == Pixel(red: 9, green: 8, blue: 7))
        #expect(bitmap[2, 1].alpha == 0)
    }

    @Test func equalityComparesPixelsNotIdentity() {
        let a = Bitmap(width: 5, height: 5)
        a.fill(with: Pixel(red: 1, green: 2, blue: 3))
        let b = Bitmap(copying: a)
        #expect(a == b)
        b[4, 4] = Pixel(red: 0, green: 0, blue: 0)
        #expect(a != b)
    }
}

/// `Bitmap.inkBounds(in:)`: the box of the pixels that are not transparent black.
@Suite struct BitmapInkBoundsTests {
    @Test func aBlankBitmapHasNone() {
        #expect(Bitmap(width: 20, height: 10).inkBounds(in: CGRect(x: 0, y: 0, width: 20, height: 10)).isNull)
    }

    @Test func theBoxOfEveryPixelWithInk() {
        let bitmap = Bitmap(width: 20, height: 10)
        bitmap[3, 7] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        bitmap[15, 2] = Pixel(red: 0, green: 0, blue: 0, alpha: 1)
        bitmap[9, 4] = Pixel(red: 0, green: 0, blue: 255, alpha: 128)
        #expect(bitmap.inkBounds(in: CGRect(x: 0, y: 0, width: 20, height: 10)) == CGRect(x: 3, y: 2, width: 13, height: 6))
        // Only the region is searched; fractional edges take in the pixels they cut.
        #expect(bitmap.inkBounds(in: CGRect(x: 0, y: 0, width: 10, height: 6)) == CGRect(x: 9, y: 4, width: 1, height: 1))
        #expect(bitmap.inkBounds(in: CGRect(x: 9.5, y: 6.5, width: 6, height: 30)) == .null)
        #expect(bitmap.inkBounds(in: CGRect(x: 2.5, y: 6.5, width: 1, height: 1)) == CGRect(x: 3, y: 7, width: 1, height: 1))
        #expect(bitmap.inkBounds(in: CGRect(x: 30, y: 0, width: 5, height: 5)).isNull)
    }
}
