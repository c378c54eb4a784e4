@_implementationOnly import CCairo
@_implementationOnly import CEaselJPEG
import Foundation

/// Reading and writing JPEG, like `UIImage(data:)` of a photo and
/// `UIImage.jpegData(compressionQuality:)`, through libjpeg-turbo.
extension Image {
    /// Whether `data` starts as a JPEG does (the start-of-image marker, then another).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG bytes, like `UIImage(data:scale:)` of a photo: opaque pixels, with
    /// the EXIF orientation as `imageOrientation` (a camera's portrait photo, stored on
    /// its side with orientation `.right`, is `size` tall and draws upright, as UIKit
    /// shows it). Grayscale and color JPEGs decode; CMYK ones are refused. An image over
    /// `budget` is refused before its pixels are allocated. Decoding uses libjpeg's
    /// accurate integer transform, whose pixels are the same on every host.
    public convenience init(jpegData data: Data, scale: CGFloat = 1, budget: PixelBudget = .standard) throws(JPEGError) {
        guard Self.isJPEG(data) else { throw .notJPEG }
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var exifOrientation: Int32 = 1
        let headerRead = data.withUnsafeBytes { bytes in
            easel_jpeg_read_header(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count,
                                   &width, &height, &exifOrientation, &message, message.count)
        }
        guard headerRead == 1 else { throw .corrupt(message: String(cString: message)) }
        if let excess = budget.excess(width: Double(width), height: Double(height)) { throw .unsupported(reason: "the image is \(excess)") }
        guard width > 0, height > 0 else { throw .corrupt(message: "the image has no pixels") }
        let bitmap = Bitmap(width: Int(width), height: Int(height))
        let decoded = data.withUnsafeBytes { bytes in
            easel_jpeg_decode(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count,
                              bitmap.data.assumingMemoryBound(to: UInt8.self), bitmap.bytesPerRow,
                              width, height, &message, message.count)
        }
        guard decoded == 1 else {
            let text = String(cString: message)
            throw text.hasPrefix("CMYK") ? .unsupported(reason: text) : .corrupt(message: text)
        }
        cairo_surface_mark_dirty(bitmap.surface)
        self.init(storedPixels: bitmap, scale: ScaleFactor.checked(scale, for: "Image"),
                  orientation: Self.orientation(exif: Int(exifOrientation)))
    }

    /// The image as JPEG, like `UIImage.jpegData(compressionQuality:)`: `quality` from
    /// 0 (smallest) to 1 (best) becomes libjpeg's quality 1–100, with 4:2:0 chroma
    /// subsampling. JPEG has no alpha: a transparent pixel comes out black, as its
    /// premultiplied color is (UIKit's JPEG of a transparent image is black there too).
    /// The pixels are written upright, as shown (no EXIF orientation). `nil` for an
    /// image without pixels.
    public func jpegData(compressionQuality quality: CGFloat) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let level = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let encoded = bitmap.withPremultipliedRows { rows in
            easel_jpeg_encode(rows.base.assumingMemoryBound(to: UInt8.self), rows.bytesPerRow, UInt32(rows.width),
                              UInt32(rows.height), max(1, level), &output, &size, &message, message.count)
        }
        guard encoded == 1, let output else {
            Diagnostics.report("UIImage.jpegData: \(String(cString: message))")
            return nil
        }
        defer { free(output) }
        return Data(bytes: output, count: Int(size))
    }

    /// `UIImage.Orientation` for an EXIF orientation tag (1–8).
    private static func orientation(exif: Int) -> Orientation {
        switch exif {
        case 2: .upMirrored
        case 3: .down
        case 4: .downMirrored
        case 5: .leftMirrored
        case 6: .right
        case 7: .rightMirrored
        case 8: .left
        default: .up
        }
    }
}
