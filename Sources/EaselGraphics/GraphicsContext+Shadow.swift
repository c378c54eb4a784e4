@_implementationOnly import CCairo
import Foundation

/// Shadows, with CoreGraphics' names.
///
/// cairo has no shadows, so each operation drawn while a shadow is set first renders
/// its own alpha, without the clip, into an `AlphaMask`; blurs it; and paints the
/// shadow color through it at the offset, inside the clip, with the blend mode. Then
/// the operation itself is drawn on top. Because the shadow comes from the unclipped
/// shape, a shape outside the clip can cast a shadow into it, which is how the
/// familiar "inner shadow" recipe (clip to a path, fill an inverted path placed far
/// away with a shadow offset back) works in CoreGraphics and here.
///
/// Offset and blur are in the context's base space, as CoreGraphics defines them:
/// points of the context (times its `scale` in pixels), unaffected by the current
/// transform, with a positive height moving the shadow down as on iOS.
///
/// The blur is a Gaussian of standard deviation σ = blur / 2. CoreGraphics does not
/// document its kernel; blur ≈ 2σ is the relation WebKit relies on when it hands CSS
/// and canvas shadow blurs (defined as 2σ) straight to `CGContextSetShadowWithColor`.
extension GraphicsContext {
    /// CoreGraphics' default shadow color: black at one-third alpha.
    static let defaultShadowColor = Color(white: 0, alpha: 1.0 / 3)

    /// Makes every later drawing operation cast a shadow, until the graphics state is
    /// restored, like `CGContext.setShadow(offset:blur:color:)`. A `nil` or fully
    /// transparent color turns shadows off. `blur` below zero counts as zero.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        withCairo { _ in state.shadow = Self.shadow(offset: offset, blur: blur, color: color) }
    }

    /// Like `setShadow(offset:blur:color:)` with CoreGraphics' default shadow color,
    /// black at one-third alpha, like `CGContext.setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        withCairo { _ in state.shadow = Self.shadow(offset: offset, blur: blur, color: Self.defaultShadowColor) }
    }

    private static func shadow(offset: CGSize, blur: CGFloat, color: Color?) -> Shadow? {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { return nil }
        return Shadow(offset: offset, blur: blur.isFinite && blur > 0 ? blur : 0, color: color)
    }

    /// The largest blur, as a standard deviation in device pixels, that shadows use. A
    /// blur's mask reaches 3σ around the clip, so without a bound an absurd blur would
    /// ask for gigabytes; beyond 256 pixels the shadow is a faint, nearly flat tint
    /// either way. (WebKit caps its shadow blurs too.)
    package static let maximumShadowSigma: CGFloat = 256

    /// Paints the shadow of one operation: `source` through `coverage`, as `draw`
    /// is about to paint it.
    func castShadow(_ shadow: Shadow, of source: OpaquePointer, through coverage: Coverage,
                    on cairo: OpaquePointer) {
        let sigma = min(shadow.blur / 2 * scale, Self.maximumShadowSigma)
        let reach = CGFloat(AlphaMask.blurReach(sigma: sigma))
        let offset = CGSize(width: shadow.offset.width * scale, height: shadow.offset.height * scale)
        // Only shape pixels within `reach` of a pixel that the clip shows once offset
        // can tint anything; the mask holds those, plus `reach` of margin for the blur.
        let visible = deviceClipBounds(cairo)
            .offsetBy(dx: -offset.width, dy: -offset.height)
            .insetBy(dx: -reach, dy: -reach)
        let shape = deviceBounds(of: coverage, on: cairo) ?? visible
        let region = shape.intersection(visible).insetBy(dx: -reach, dy: -reach).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return }

        let mask = AlphaMask(width: Int(region.width), height: Int(region.height))
        renderAlpha(of: source, through: coverage, into: mask, at: region.origin, from: cairo)
        mask.blur(sigma: sigma)

        let shadowColor = shadow.color.resolvedForDrawing
        guard let color = cairo_pattern_create_rgba(shadowColor.red, shadowColor.green, shadowColor.blue,
                                                    shadowColor.alpha) else { return }
        defer { cairo_pattern_destroy(color) }
        let origin = CGPoint(x: region.minX + offset.width, y: region.minY + offset.height)
        composite(color, through: .mask(mask, origin: origin), blendMode: state.blendMode, on: cairo)
    }

    /// Draws the operation's alpha (its coverage times its source's alpha) into `mask`,
    /// whose top-left pixel is device pixel `origin`, with no clip.
    private func renderAlpha(of source: OpaquePointer, through coverage: Coverage, into mask: AlphaMask,
                             at origin: CGPoint, from cairo: OpaquePointer) {
        guard let maskCairo = cairo_create(mask.surface) else { return }
        defer { cairo_destroy(maskCairo) }
        cairo_translate(maskCairo, -origin.x, -origin.y)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_transform(maskCairo, &matrix)
        cairo_set_antialias(maskCairo, cairo_get_antialias(cairo))
        cairo_set_tolerance(maskCairo, cairo_get_tolerance(cairo))
        cairo_set_line_width(maskCairo, cairo_get_line_width(cairo))
        cairo_set_line_cap(maskCairo, cairo_get_line_cap(cairo))
        cairo_set_line_join(maskCairo, cairo_get_line_join(cairo))
        cairo_set_miter_limit(maskCairo, cairo_get_miter_limit(cairo))
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &dashes, &phase)
            cairo_set_dash(maskCairo, dashes, Int32(dashCount), phase)
        }
        if let path = cairo_copy_path(cairo) {
            cairo_append_path(maskCairo, path)
            cairo_path_destroy(path)
        }
        cairo_set_source(maskCairo, source)
        switch coverage {
        case .fill(let rule):
            cairo_set_fill_rule(maskCairo, rule.cairoFillRule)
            cairo_fill(maskCairo)
        case .stroke:
            cairo_stroke(maskCairo)
        case .clip:
            cairo_paint(maskCairo)
        case .mask(let coverageMask, let maskOrigin):
            cairo_identity_matrix(maskCairo)
            cairo_translate(maskCairo, -origin.x, -origin.y)
            cairo_mask_surface(maskCairo, coverageMask.surface, maskOrigin.x, maskOrigin.y)
        }
    }

    /// The clip's bounding box in device pixels.
    private func deviceClipBounds(_ cairo: OpaquePointer) -> CGRect {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The bounding box in device pixels of what a path or mask coverage paints; `nil`
    /// for the clip coverage, which is bounded only by the clip.
    private func deviceBounds(of coverage: Coverage, on cairo: OpaquePointer) -> CGRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch coverage {
        case .fill(let rule):
            cairo_save(cairo)
            cairo_set_fill_rule(cairo, rule.cairoFillRule)
            cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
            cairo_restore(cairo)
        case .stroke:
            cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        case .mask(let mask, let origin):
            return CGRect(x: origin.x, y: origin.y, width: CGFloat(mask.width), height: CGFloat(mask.height))
        case .clip:
            return nil
        }
        guard x2 > x1, y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(state.ctm)
    }
}
