import EaselGraphics
import Foundation

extension Snapshotting where Value == Image {
    /// The image itself, compared pixel for pixel; masks are in its points.
    public static var image: Snapshotting {
        Snapshotting { image, masks throws(SnapshotError) in
            SnapshotCapture(image: image, maskedRects: try SnapshotCapture.rects(of: masks))
        }
    }
}
