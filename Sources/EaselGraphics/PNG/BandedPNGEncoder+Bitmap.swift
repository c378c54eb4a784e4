import Foundation

/// Encoding a `Bitmap` (a framebuffer, a backing store, an image's pixels) in place.
extension BandedPNGEncoder {
    /// Encodes every band of `bitmap`; `nil` when it has no pixels.
    package func encode(_ bitmap: Bitmap) -> Data? {
        bitmap.withPremultipliedRows { encode($0) }
    }

    /// Encodes `bitmap`, re-compressing only the bands that `damage` (rectangles in
    /// pixels) touches.
    package func encode(_ bitmap: Bitmap, damage: [CGRect]) -> Data? {
        bitmap.withPremultipliedRows { encode($0, damage: damage) }
    }

    /// Encodes `bitmap`, re-compressing only the bands that hold a row of `damagedRows`.
    package func encode(_ bitmap: Bitmap, damagedRows: [Range<Int>]) -> Data? {
        bitmap.withPremultipliedRows { encode($0, damagedRows: damagedRows) }
    }
}
