import EaselGraphics
import Foundation

/// Reading and writing PNG files as straight RGBA, with `Image`'s codec.
extension RGBAImage {
    /// Reads a PNG file's pixels, exactly as libpng decodes them (every colour type and
    /// bit depth become RGBA8; no gamma or colour-profile conversion, as for `Image`).
    public init(contentsOfFile path: String) throws(PNGError) {
        try self.init(pngData: try Image.contents(ofFile: path), file: path)
    }

    /// Decodes PNG bytes; `file` names them in errors (`nil` for data in memory).
    public init(pngData data: Data, file: String? = nil) throws(PNGError) {
        let decoded = try PNGDecoder.rgba(from: data, file: file)
        self.init(width: decoded.width, height: decoded.height, bytes: decoded.bytes)
    }

    /// Writes the image as a PNG file all at once (see `Image.writePNG(toFile:)`).
    ///
    /// The encoder keeps pixels premultiplied, so semi-transparent colours would be
    /// rounded; the images this module writes (diff images) are opaque or fully
    /// transparent, which survive exactly.
    public func writePNG(toFile path: String) throws(PNGError) {
        try Image(width: width, height: height, rgbaBytes: bytes).writePNG(toFile: path)
    }
}
