import Testing
import UIKit

/// Preparing images ahead of display: thumbnails and decoded images.
@Suite struct ImagePreparingTests {
    /// A 4 × 4-point image at 2×: red on the left half, blue on the right.
    private let halves: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
    }()

    @Test func aThumbnailIsTheImageDrawnAtTheRequestedSize() throws {
        let thumbnail = try #require(halves.preparingThumbnail(of: CGSize(width: 2, height: 1)))
        #expect(thumbnail.size == CGSize(width: 2, height: 1))
        #expect(thumbnail.scale == 2)
        #expect(pixel(thumbnail, 0, 0) == rgb(255, 0, 0))
        #expect(pixel(thumbnail, 3, 1) == rgb(0, 0, 255))
        #expect(halves.preparingThumbnail(of: .zero) == nil)
    }

    @Test func theAsynchronousFormsGiveTheSameImages() async throws {
        let thumbnail = try #require(await halves.byPreparingThumbnail(ofSize: CGSize(width: 2, height: 1)))
        #expect(thumbnail.pngData() == halves.preparingThumbnail(of: CGSize(width: 2, height: 1))?.pngData())
        let prepared = try #require(await halves.byPreparingForDisplay())
        #expect(prepared.pngData() == halves.pngData())
        #expect(prepared.size == halves.size)
    }
}
