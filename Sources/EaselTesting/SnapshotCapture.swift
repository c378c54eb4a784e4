import Easel
import EaselGraphics
import Foundation

/// What a snapshot strategy produces: the image to compare, and the masked areas in
/// the image's points.
public struct SnapshotCapture {
    /// The rendered image, at its scale.
    public var image: Image
    /// Masked rectangles in points, in the image's coordinates.
    public var maskedRects: [CGRect]

    /// A capture of `image` with `maskedRects` left out of the comparison.
    public init(image: Image, maskedRects: [CGRect] = []) {
        self.image = image
        self.maskedRects = maskedRects
    }

    /// Shows `window`, runs its event loop until nothing is left to do, as a test of
    /// UIKit code spins the run loop, and captures the last frame; masked views are
    /// measured in the window as laid out.
    @MainActor
    static func showing(_ window: Window, masks: [SnapshotMask]) throws(SnapshotError) -> SnapshotCapture {
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        guard let frame = window.lastFrame else { throw .noFrame }
        var rects: [CGRect] = []
        for mask in masks {
            switch mask {
            case .rect(let rect): rects.append(rect)
            case .view(let view):
                guard view.window === window else { throw .maskedViewNotShown(view.traceName) }
                rects.append(view.convert(view.bounds, to: window))
            }
        }
        return SnapshotCapture(image: frame.image, maskedRects: rects)
    }

    /// The masks of a capture that has no views: rectangles only.
    @MainActor
    static func rects(of masks: [SnapshotMask]) throws(SnapshotError) -> [CGRect] {
        var rects: [CGRect] = []
        for mask in masks {
            switch mask {
            case .rect(let rect): rects.append(rect)
            case .view(let view): throw .maskedViewNotShown(view.traceName)
            }
        }
        return rects
    }
}
