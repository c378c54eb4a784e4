import Foundation

/// Images for right-to-left layouts, like UIImage's: an image can say it should be
/// mirrored where it is shown right to left (an arrow that points forward), and a
/// mirrored copy can be made.
extension Image {
    /// A copy that image views mirror in a right-to-left layout, like
    /// `UIImage.imageFlippedForRightToLeftLayoutDirection()`.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        with { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// A copy drawn mirrored left to right, like
    /// `UIImage.withHorizontallyFlippedOrientation()`: mirroring it again gives the
    /// original pixels back. It keeps `flipsForRightToLeftLayoutDirection`.
    public func withHorizontallyFlippedOrientation() -> Image {
        with(bitmap: bitmap.horizontallyFlipped())
    }

    /// The image as shown in a layout going `direction`: mirrored in a right-to-left
    /// one when `flipsForRightToLeftLayoutDirection`, itself otherwise.
    public func forLayoutDirection(_ direction: UserInterfaceLayoutDirection) -> Image {
        flipsForRightToLeftLayoutDirection && direction == .rightToLeft ? withHorizontallyFlippedOrientation() : self
    }
}

extension Bitmap {
    /// A copy with each row reversed.
    func horizontallyFlipped() -> Bitmap {
        let flipped = Bitmap(width: width, height: height)
        for y in 0..<height {
            let source = rowWords(y), destination = flipped.rowWords(y)
            for x in 0..<width { destination[width - 1 - x] = source[x] }
        }
        return flipped
    }
}
