import Foundation

/// Reading and writing PNG, like `UIImage(contentsOfFile:)`, `UIImage(data:)` and
/// `UIImage.pngData()`, with typed errors where UIKit returns `nil`.
extension Image {
    /// Reads a PNG file. As with `UIImage(contentsOfFile:)`, a file name ending in
    /// `@2x` or `@3x` before its extension gives the image that scale; otherwise 1.
    /// An image over `budget` is refused before its pixels are allocated.
    public convenience init(contentsOfFile path: String, budget: PixelBudget = .standard) throws(PNGError) {
        let data = try PNGFile.contents(ofFile: path)
        self.init(adopting: try PNGDecoder.bitmap(from: data, file: path, budget: budget), scale: Self.scale(ofFile: path))
    }

    /// Decodes PNG bytes, like `UIImage(data:scale:)`; an image over `budget` is
    /// refused before its pixels are allocated (a scale that is not a positive number
    /// is reported and 1 is used).
    public convenience init(pngData data: Data, scale: CGFloat = 1, budget: PixelBudget = .standard) throws(PNGError) {
        self.init(adopting: try PNGDecoder.bitmap(from: data, file: nil, budget: budget),
                  scale: ScaleFactor.checked(scale, for: "Image"))
    }

    /// The image as PNG, like `UIImage.pngData()`: 8-bit RGB when every pixel is
    /// opaque, RGBA with straight alpha otherwise. `nil` for an image without pixels,
    /// which PNG cannot store (UIKit returns `nil` too).
    public func pngData(compression: PNGCompression = .fast) -> Data? {
        BandedPNGEncoder(compression: compression).encode(bitmap)
    }

    /// The image as PNG data with an alpha channel even when it is opaque, as the frames
    /// of an APNG that others with alpha share need.
    package func pngData(keepingAlpha: Bool) -> Data? {
        let encoder = BandedPNGEncoder()
        encoder.keepsAlpha = keepingAlpha
        return encoder.encode(bitmap)
    }

    /// Writes the image as a PNG file, replacing the file at `path` all at once: a
    /// reader never sees a partial file (see `AtomicFile`). The equivalent of
    /// `pngData()` followed by `Data.write(to:options: .atomic)`.
    public func writePNG(toFile path: String, compression: PNGCompression = .fast) throws(PNGError) {
        try bitmap.withPremultipliedRows { pixels throws(PNGError) in
            try PNGFile.write(pixels, toFile: path, compression: compression)
        }
    }

    /// The scale UIKit reads from a `name@2x.png`-style file name.
    package static func scale(ofFile path: String) -> CGFloat {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
              let scale = Int(name[name.index(after: at)..<name.index(before: name.endIndex)]),
              scale > 0 else { return 1 }
        return CGFloat(scale)
    }
}
