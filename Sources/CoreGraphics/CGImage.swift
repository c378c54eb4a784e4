/// A bitmap image, like `CGImage`: pixels without UIKit's scale, `width` by `height`,
/// 8 bits a component, RGBA. Get one from a `UIImage` (`cgImage`) or by cropping
/// another; draw it with `CGContext.draw(_:in:)`, which follows Core Graphics' image
/// convention rather than UIKit's.
public final class CGImage: Sendable {
    /// The pixels, as an image at scale 1.
    package let image: Image
    /// Whether the image is an image mask (`CGImage(maskWidth:…)`), like
    /// `CGImage.isMask`: its `image` then holds what the mask lets through, black
    /// with the alpha `1 - sample`.
    public let isMask: Bool
    /// The provider of the image's bytes, made on first use (see `dataProvider`) and
    /// kept, so that pointers into its data stay valid while the image lives.
    let providerOfBytes = ProviderOfBytes()

    /// A Core Graphics image of `image`'s pixels as stored, whatever its scale and
    /// orientation; an image mask's when `isMask`.
    package init(pixelsOf image: Image, isMask: Bool = false) {
        self.isMask = isMask
        if image.imageOrientation != .up {
            self.image = Image(adopting: image.storedPixels, scale: 1)
        } else {
            self.image = image.scale == 1 ? image : Image(adopting: image.bitmap, scale: 1)
        }
    }

    /// Pixels a row, like `CGImage.width`.
    public var width: Int { image.pixelWidth }

    /// Rows, like `CGImage.height`.
    public var height: Int { image.pixelHeight }

    /// Bits of each color component, like `CGImage.bitsPerComponent`: always 8.
    public var bitsPerComponent: Int { 8 }

    /// Bits of each pixel, like `CGImage.bitsPerPixel`: always 32 (RGBA).
    public var bitsPerPixel: Int { 32 }

    /// The part of the image inside `rect`, like `CGImage.cropping(to:)`: `rect` is in
    /// pixels from the image's top-left corner, made integral (`CGRect.integral`) and
    /// intersected with the image's bounds, as Core Graphics does. `nil` when nothing
    /// is left, as Core Graphics returns, reported when `rect` is not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            Diagnostics.report("CGImage.cropping(to:): a rect that is not finite (\(rect)) crops nothing; returning nil")
            return nil
        }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let cropped = GraphicsImageRenderer(size: area.size).image { context in
            context.setBlendMode(.copy)
            context.draw(image, in: CGRect(x: -area.minX, y: -area.minY, width: CGFloat(width), height: CGFloat(height)))
        }
        return CGImage(pixelsOf: cropped)
    }
}

extension GraphicsContext {
    /// Draws `image` scaled to fill `rect` as Core Graphics does, like
    /// `CGContext.draw(_:in:)`: the image's first row goes at `rect`'s minimum y, which
    /// in a UIKit context (y pointing down, as in a view's `draw(_:)` or an image
    /// renderer) shows it upside down. Flip the context first
    /// (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`) to draw it upright, as
    /// iOS code does; `UIImage.draw(in:)` draws upright without it.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        saveGState()
        translateBy(x: 0, y: r.minY + r.maxY)
        scaleBy(x: 1, y: -1)
        draw(image.image, in: r)
        restoreGState()
    }
}

extension CGContext {
    /// An image of what has been drawn so far into a bitmap context (an image
    /// renderer's or `UIGraphicsBeginImageContextWithOptions`'s), like
    /// `CGContext.makeImage()`: its pixels, which later drawing does not change; `nil`
    /// for a context that draws into no bitmap of its own (a view's, a PDF context).
    public func makeImage() -> CGImage? {
        guard let bitmap, isValid else { return nil }
        return CGImage(pixelsOf: Image(bitmap: bitmap))
    }
}
