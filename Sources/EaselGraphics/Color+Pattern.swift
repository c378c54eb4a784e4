@_implementationOnly import CCairo
import Foundation

/// The image a pattern color tiles; a class, so that the copies of one pattern color
/// are equal and two pattern colors of equal images are not.
package final class ColorPattern: Sendable {
    package let image: Image

    init(image: Image) { self.image = image }
}

/// Pattern colors, like `UIColor(patternImage:)`.
extension Color {
    /// A color that paints `image` repeated, like `UIColor(patternImage:)`: fills and
    /// strokes through a `CGContext` and a layer's or view's background tile the image
    /// at its scale, one tile's top-left corner at the origin of the context's
    /// unmodified user space (a view's bounds origin), unmoved by later transforms, as
    /// Core Graphics places patterns. Where a single color is needed (text, borders,
    /// shadows) it stands for the image's average color, alpha included.
    public convenience init(patternImage image: Image) {
        let bytes = image.rgbaBytes, count = max(1, image.pixelWidth * image.pixelHeight)
        var sums = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = Double(bytes[index + 3])
            sums.red += Double(bytes[index]) * alpha
            sums.green += Double(bytes[index + 1]) * alpha
            sums.blue += Double(bytes[index + 2]) * alpha
            sums.alpha += alpha
        }
        let covered = max(sums.alpha, 1) * 255
        self.init(red: sums.red / covered, green: sums.green / covered, blue: sums.blue / covered,
                  alpha: sums.alpha / 255 / Double(count), provider: nil, pattern: ColorPattern(image: image))
    }

    /// The image a pattern color tiles; `nil` for other colors.
    package var patternImage: Image? { pattern?.image }

    /// A cairo source painting this color (resolve a dynamic color first) with `alpha`
    /// applied. A pattern color's image repeats at its scale, its top-left pixel at
    /// the origin of the space `patternSpace` maps the caller's user space to. The
    /// caller destroys the source.
    package func cairoSource(alpha: CGFloat, patternSpace: Transform) -> OpaquePointer {
        guard let image = patternImage, image.pixelWidth > 0, image.pixelHeight > 0,
              let pattern = Self.tile(image, alpha: alpha) else {
            return cairo_pattern_create_rgba(red, green, blue, self.alpha * alpha)
        }
        var matrix = patternSpace.concatenating(Transform(scaleX: image.scale, y: image.scale)).cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        return pattern
    }

    /// A surface pattern of `image`'s pixels, faded by `alpha`.
    private static func tile(_ image: Image, alpha: CGFloat) -> OpaquePointer? {
        guard alpha < 1 else { return cairo_pattern_create_for_surface(image.bitmap.surface) }
        guard let faded = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight))
        else { return nil }
        defer { cairo_surface_destroy(faded) }
        if let cairo = cairo_create(faded) {
            cairo_set_source_surface(cairo, image.bitmap.surface, 0, 0)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_destroy(cairo)
        }
        return cairo_pattern_create_for_surface(faded)
    }
}
