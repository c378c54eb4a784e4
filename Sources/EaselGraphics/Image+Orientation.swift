import Foundation

/// Images whose pixels are stored turned or mirrored, like `UIImage(cgImage:scale:orientation:)`
/// makes them: the image is shown, sized and drawn upright, and remembers how its
/// stored pixels lie (`imageOrientation`), so that they can be had back as stored.
extension Image {
    /// How an image's stored pixels are turned from how it is shown, like
    /// `UIImage.Orientation`, with UIKit's raw values.
    public enum Orientation: Int, Sendable, CaseIterable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Shown turned 90° counterclockwise from the stored pixels.
        case left = 2
        /// Shown turned 90° clockwise from the stored pixels.
        case right = 3
        /// Shown mirrored left to right.
        case upMirrored = 4
        /// Shown mirrored top to bottom.
        case downMirrored = 5
        /// Shown turned 90° clockwise, then mirrored left to right (rows become columns).
        case leftMirrored = 6
        /// Shown turned 90° counterclockwise, then mirrored left to right.
        case rightMirrored = 7

        /// Whether the shown image is the stored one on its side, so that width and
        /// height swap.
        var swapsAxes: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }

        /// The stored pixel shown at (x, y) of the upright image, for stored pixels of
        /// `width` × `height`.
        func storedPixel(shownAt x: Int, _ y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: (x, y)
            case .down: (width - 1 - x, height - 1 - y)
            case .upMirrored: (width - 1 - x, y)
            case .downMirrored: (x, height - 1 - y)
            case .left: (width - 1 - y, x)
            case .right: (y, height - 1 - x)
            case .leftMirrored: (y, x)
            case .rightMirrored: (width - 1 - y, height - 1 - x)
            }
        }
    }

    /// An image of stored pixels shown in an orientation, like
    /// `UIImage(cgImage:scale:orientation:)`: its `size` and drawing are upright (a
    /// `.right` image of 40 × 30 pixels is 30 × 40 at a scale of 1) and
    /// `imageOrientation` says how the pixels were stored.
    package convenience init(storedPixels bitmap: Bitmap, scale: CGFloat, orientation: Orientation) {
        var attributes = Attributes()
        attributes.orientation = orientation
        self.init(adopting: bitmap.shown(in: orientation), scale: ScaleFactor.checked(scale, for: "Image"),
                  attributes: attributes)
    }

    /// How the image's stored pixels lie, like `UIImage.imageOrientation`: `.up` unless
    /// made with an orientation.
    public var imageOrientation: Orientation { attributes.orientation }

    /// The pixels as they were stored, like the `CGImage` under a `UIImage` with an
    /// orientation: the upright pixels turned back.
    package var storedPixels: Bitmap {
        let orientation = imageOrientation
        guard orientation != .up else { return bitmap }
        let width = orientation.swapsAxes ? bitmap.height : bitmap.width
        let height = orientation.swapsAxes ? bitmap.width : bitmap.height
        let stored = Bitmap(width: width, height: height)
        for y in 0..<bitmap.height {
            let row = bitmap.rowWords(y)
            for x in 0..<bitmap.width {
                let source = orientation.storedPixel(shownAt: x, y, width: width, height: height)
                stored.rowWords(source.y)[source.x] = row[x]
            }
        }
        return stored
    }
}

extension Bitmap {
    /// The upright pixels of stored pixels that lie in `orientation`.
    func shown(in orientation: Image.Orientation) -> Bitmap {
        guard orientation != .up else { return Bitmap(copying: self) }
        let shown = orientation.swapsAxes ? Bitmap(width: height, height: width) : Bitmap(width: width, height: height)
        for y in 0..<shown.height {
            let row = shown.rowWords(y)
            for x in 0..<shown.width {
                let source = orientation.storedPixel(shownAt: x, y, width: width, height: height)
                row[x] = rowWords(source.y)[source.x]
            }
        }
        return shown
    }
}
