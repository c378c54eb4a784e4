import Foundation

/// An image, like `UIImage`: the same object as Easel's `Image`, with `size` in points,
/// `scale`, `draw(in:)`, `draw(at:)` and `pngData()`.
public typealias UIImage = Image

extension Image {
    /// An empty image, like `UIImage()`: no pixels, a size of zero; drawing it draws
    /// nothing, and an image view shows nothing for it.
    public convenience init() {
        self.init(width: 0, height: 0, rgbaBytes: [])
    }

    /// The image a file holds, like `UIImage(contentsOfFile:)`: a PNG or a JPEG (see
    /// `init(data:scale:)`); `nil` when the file cannot be read or is neither. A name
    /// ending in `@2x` or `@3x` gives the image that scale, as UIKit reads it.
    public convenience init?(contentsOfFile path: String) {
        do {
            try self.init(decoding: try PNGFile.contents(ofFile: path), scale: Self.scale(ofFile: path))
        } catch {
            return nil
        }
    }

    /// The image PNG or JPEG data encodes, at a scale of 1, like `UIImage(data:)`; `nil`
    /// when the data is neither, or cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image PNG or JPEG data encodes, at `scale` pixels per point, like
    /// `UIImage(data:scale:)`: a JPEG's EXIF orientation becomes `imageOrientation`.
    /// `nil` when the data is neither, or cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        do { try self.init(decoding: data, scale: scale) } catch { return nil }
    }
}
