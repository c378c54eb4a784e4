@_implementationOnly import CCairo
import Foundation

/// A clip by an image's values, as `CGContext.clip(to:mask:)` sets: what is drawn
/// while it holds goes to a group that starts as a copy of the destination, and when
/// the graphics state that set it ends (`restoreGState()`, or the end of the context)
/// the group replaces the destination in proportion to the mask's value, so blend
/// modes, text and images are all masked.
package final class MaskClip {
    /// The mask's values (0 clips out, 255 lets through), one per image pixel.
    private let values: AlphaMask
    /// A pattern of `values` in device pixels: outside the mask's rectangle it is 0.
    fileprivate let pattern: OpaquePointer

    /// The mask of `image` drawn into `rect` of the user space that `ctm` maps to
    /// device pixels, with Core Graphics' image convention: the image's first row at
    /// `rect.maxY`, which in a y-down (UIKit) context is upside down. An image with
    /// transparent pixels masks by its alpha; an opaque one is read as a grey mask by
    /// its luminance (white lets through, black clips out), as a `DeviceGray` image
    /// without alpha masks in Core Graphics.
    fileprivate init?(_ image: Image, in rect: CGRect, ctm: Transform, filter: cairo_filter_t) {
        values = AlphaMask(width: image.pixelWidth, height: image.pixelHeight)
        let bytes = image.rgbaBytes, byAlpha = !image.isOpaque
        for y in 0..<image.pixelHeight {
            let row = values.row(y)
            for x in 0..<image.pixelWidth {
                let pixel = (y * image.pixelWidth + x) * 4
                row[x] = byAlpha ? bytes[pixel + 3] : Self.grey(bytes[pixel], bytes[pixel + 1], bytes[pixel + 2])
            }
        }
        cairo_surface_mark_dirty(values.surface)
        guard let pattern = cairo_pattern_create_for_surface(values.surface) else { return nil }
        self.pattern = pattern
        let toPixels = Transform(a: CGFloat(image.pixelWidth) / rect.width, b: 0, c: 0,
                                 d: -CGFloat(image.pixelHeight) / rect.height,
                                 tx: -rect.minX * CGFloat(image.pixelWidth) / rect.width,
                                 ty: rect.maxY * CGFloat(image.pixelHeight) / rect.height)
        var matrix = ctm.inverted().concatenating(toPixels).cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_pattern_set_filter(pattern, filter)
    }

    deinit { cairo_pattern_destroy(pattern) }

    /// The grey of an sRGB color (Rec. 601 luma), as a gray color space sees it.
    private static func grey(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let luma: Double = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
        return UInt8(luma.rounded())
    }
}

/// Clipping to a mask, with Core Graphics' name.
extension GraphicsContext {
    /// Intersects the clip with `image`'s mask drawn into `rect`, like
    /// `CGContext.clip(to:mask:)` (see `MaskClip` for how the image's values mask, and
    /// its upside-down placement in a UIKit context). Nothing outside `rect` is drawn
    /// afterwards. A rectangle that is empty or not finite, or an empty image, clips
    /// everything out, with a diagnostic.
    package func clip(to rect: CGRect, maskImage image: Image) {
        withDrawableCairo { cairo in
            let r = rect.standardized
            guard r.width > 0, r.height > 0, [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite),
                  image.pixelWidth > 0, image.pixelHeight > 0,
                  let mask = MaskClip(image, in: r, ctm: state.ctm, filter: state.interpolationQuality.cairoFilter)
            else {
                Diagnostics.report("GraphicsContext.clip(to:mask:): the rect \(rect) or the \(image.pixelWidth)×\(image.pixelHeight) mask cannot mask; everything is clipped out")
                cairo_new_path(cairo)
                cairo_clip(cairo)
                return
            }
            let destination = cairo_get_group_target(cairo)
            cairo_push_group(cairo)
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, destination, 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_restore(cairo)
            state.maskClips.append(mask)
        }
    }

    /// Ends the mask clips set since the state held `count` of them, innermost first:
    /// each group is put in the destination through its mask.
    func endMaskClips(downTo count: Int, on cairo: OpaquePointer) {
        while state.maskClips.count > count, let mask = state.maskClips.popLast() {
            cairo_pop_group_to_source(cairo)
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_mask(cairo, mask.pattern)
            cairo_restore(cairo)
        }
    }
}
