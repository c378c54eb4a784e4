import EaselGraphics
import Foundation

/// The pixel rectangle (in pixels, max edges exclusive) holding every pixel of an image
/// whose alpha is above `threshold`, or `nil` when there is none: where text put ink.
func inkBounds(of image: Image, in region: CGRect? = nil, threshold: UInt8 = 0) -> CGRect? {
    let area = region ?? CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) where image[x, y].alpha > threshold {
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}
