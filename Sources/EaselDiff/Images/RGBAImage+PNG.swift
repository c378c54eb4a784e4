import EaselPNG
import Foundation

/// Reading and writing PNG files as straight RGBA, with Easel's codec.
extension RGBAImage {
    /// Reads a PNG file's pixels, exactly as libpng decodes them (every colour type and
    /// bit depth become RGBA8; no gamma or colour-profile conversion, as for `Image`).
    public init(contentsOfFile path: String) throws(PNGError) {
        try self.init(pngData: try PNGFile.contents(ofFile: path), file: path)
    }

    /// Decodes PNG bytes; `file` names them in errors (`nil` for data in memory). An
    /// image over `budget` is refused before its pixels are allocated.
    public init(pngData data: Data, file: String? = nil, budget: PixelBudget = .standard) throws(PNGError) {
        let decoded = try PNGDecoder.rgba(from: data, file: file, budget: budget)
        self.init(width: decoded.width, height: decoded.height, bytes: decoded.bytes)
    }

    /// Writes the image as a PNG file all at once (see `AtomicFile`).
    ///
    /// The encoder reads premultiplied pixels, so semi-transparent colours would be
    /// rounded; the images this module writes (diff images) are opaque or fully
    /// transparent, which survive exactly.
    public func writePNG(toFile path: String) throws(PNGError) {
        // At least one word, so that an empty image has an address too (and is refused
        // by the encoder with the file's name).
        var words = [UInt32](repeating: 0, count: max(1, width * height))
        for index in 0..<width * height {
            let i = index * 4
            words[index] = Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3]).premultipliedARGB
        }
        // withUnsafeBytes only rethrows untyped errors, hence the Result.
        try words.withUnsafeBytes { memory in
            Result { () throws(PNGError) in
                let pixels = PremultipliedRows(width: width, height: height, base: memory.baseAddress!, bytesPerRow: width * 4)
                try PNGFile.write(pixels, toFile: path)
            }
        }.get()
    }
}
