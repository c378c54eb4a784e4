import EaselGraphics
import Foundation
import Testing

/// JPEG bytes that are not a JPEG, are cut short, or hold more pixels than the budget
/// allows are refused with a message, before any pixels are allocated for the last.
@Suite struct JPEGTests {
    /// A 12 × 5 JPEG of one gray.
    private func gray() throws -> Data {
        let bitmap = Bitmap(width: 12, height: 5)
        for y in 0..<5 { for x in 0..<12 { bitmap[x, y] = Pixel(red: 128, green: 128, blue: 128) } }
        return try #require(Image(bitmap: bitmap).jpegData(compressionQuality: 0.8))
    }

    /// `data` with the frame header's height and width replaced.
    private func resized(_ data: Data, width: UInt16, height: UInt16) throws -> Data {
        var bytes = [UInt8](data)
        let frame = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 5] = UInt8(height >> 8); bytes[frame + 6] = UInt8(height & 0xFF)
        bytes[frame + 7] = UInt8(width >> 8); bytes[frame + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    @Test func anEncodedImageDecodesToItsSizeAndColor() throws {
        let image = try Image(jpegData: try gray())
        #expect(image.pixelWidth == 12 && image.pixelHeight == 5)
        #expect(image.imageOrientation == .up && image.isOpaque)
        let pixel = image[6, 2]
        #expect(abs(Int(pixel.red) - 128) <= 2 && pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func anImageOverTheBudgetIsRefusedFromItsHeader() throws {
        let huge = try resized(try gray(), width: 20000, height: 20000)
        #expect(throws: JPEGError.unsupported(reason: "the image is 20000 × 20000 pixels, over the limit of 16384 pixels a side")) {
            try Image(jpegData: huge)
        }
        #expect(throws: JPEGError.unsupported(reason: "the image is 12 × 5 pixels, over the limit of 59 pixels in all")) {
            try Image(jpegData: try gray(), budget: PixelBudget(maximumSide: 100, maximumArea: 59))
        }
    }

    @Test func dataThatIsNotAWholeJPEGIsRefusedWithLibjpegsMessage() throws {
        #expect(throws: JPEGError.notJPEG) { try Image(jpegData: Data([0x89, 0x50, 0x4E, 0x47])) }
        #expect(throws: JPEGError.corrupt(message: "Invalid JPEG file structure: two SOI markers")) {
            try Image(jpegData: Data([0xFF, 0xD8, 0xFF, 0xD8]))
        }
        let data = try gray()
        #expect(throws: JPEGError.self) { try Image(jpegData: data.prefix(20)) }
        #expect(JPEGError.notJPEG.description == "JPEG data: not a JPEG (no start-of-image marker)")
    }

    @Test func decodingIsTheSameEveryTime() throws {
        let data = try gray()
        #expect(try Image(jpegData: data) == Image(jpegData: data))
        #expect(Image(bitmap: Bitmap(width: 3, height: 2)).jpegData(compressionQuality: 0.5) == Image(bitmap: Bitmap(width: 3, height: 2)).jpegData(compressionQuality: 0.5))
    }
}
