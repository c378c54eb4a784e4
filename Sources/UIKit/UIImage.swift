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

    /// The image a file holds, like `UIImage(contentsOfFile:)`; `nil` when the file
    /// cannot be read or is not a PNG (Easel decodes PNG only). A name ending in `@2x`
    /// or `@3x` gives the image that scale, as UIKit reads it.
    public convenience init?(contentsOfFile path: String) {
        do { try self.init(contentsOfFile: path, budget: .standard) } catch { return nil }
    }

    /// The image PNG data encodes, at a scale of 1, like `UIImage(data:)`; `nil` when the
    /// data is not a PNG Easel can decode.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image PNG data encodes, at `scale` pixels per point, like
    /// `UIImage(data:scale:)`; `nil` when the data is not a PNG Easel can decode.
    public convenience init?(data: Data, scale: CGFloat) {
        do { try self.init(pngData: data, scale: scale) } catch { return nil }
    }
}
