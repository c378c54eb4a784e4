@_implementationOnly import CCairo
import Foundation

extension TextLayout {
    /// Draws the lines in the foreground color with the layout's top-left at `origin`
    /// in the user space of `cairo`, so the CTM, the clip and the context's scale apply.
    ///
    /// Like CoreGraphics' text drawing, this leaves the current path and the graphics
    /// state as they were.
    func draw(in cairo: OpaquePointer, at origin: CGPoint) {
        guard !drawnLines.isEmpty else { return }
        let path = cairo_copy_path(cairo)
        cairo_save(cairo)
        if let clipRect {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, origin.x + clipRect.minX, origin.y + clipRect.minY, clipRect.width, clipRect.height)
            cairo_clip(cairo)
        }
        let color = attributes.foregroundColor.resolvedForDrawing
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        noteRunColors()
        FontLibrary.shared.withContext { _ in
            for line in drawnLines {
                cairo_move_to(cairo, origin.x + line.origin.x, origin.y + line.origin.y)
                pango_cairo_show_layout_line(cairo, line.pangoLine)
            }
        }
        cairo_restore(cairo)
        cairo_new_path(cairo)
        cairo_append_path(cairo, path)
        cairo_path_destroy(path)
    }

    /// Resolves the runs' own colors for drawing again, so that a drawing that shows
    /// them is known to depend on the traits (they were resolved when the layout was
    /// made, which may have been for an earlier drawing).
    private func noteRunColors() {
        guard text.runs.count > 1 else { return }
        for run in text.runs {
            let attributes = run.attributes
            for color in [attributes.foregroundColor, attributes.backgroundColor, attributes.underline?.color,
                          attributes.strikethrough?.color] {
                _ = color?.resolvedForDrawing
            }
        }
    }

    /// Whether the text is drawn in one color, the first run's: no run has a
    /// foreground color of its own, a background, or a decoration in its own color.
    var drawsInOneColor: Bool {
        let color = attributes.foregroundColor
        return text.runs.allSatisfy { run in
            let attributes = run.attributes
            return attributes.foregroundColor == color && attributes.backgroundColor == nil
                && attributes.underline?.color == nil && attributes.strikethrough?.color == nil
        }
    }

    /// The glyphs' coverage (times the text color's alpha) in device pixels, as a mask
    /// and the device position of its top-left pixel; `nil` when nothing is visible.
    func deviceMask(at origin: CGPoint, on cairo: OpaquePointer) -> (AlphaMask, CGPoint)? {
        guard let region = deviceRegion(at: origin, on: cairo) else { return nil }
        let mask = AlphaMask(width: Int(region.width), height: Int(region.height))
        draw(onto: mask.surface, at: origin, like: cairo, from: region.origin)
        return (mask, region.origin)
    }

    /// The text as drawn in its colors, in device pixels, split into a coverage mask
    /// (the drawn alpha) and an image of the colors at full coverage times `alpha`, with
    /// the device position of their top-left pixel; `nil` when nothing is visible. A
    /// text in several colors goes through shadows, global alpha and blend modes so.
    func deviceColors(at origin: CGPoint, on cairo: OpaquePointer,
                      alpha: CGFloat) -> (colors: OpaquePointer, mask: AlphaMask, origin: CGPoint)? {
        guard let region = deviceRegion(at: origin, on: cairo),
              let colors = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
        else { return nil }
        draw(onto: colors, at: origin, like: cairo, from: region.origin)
        let mask = AlphaMask(width: Int(region.width), height: Int(region.height))
        let maskCairo = cairo_create(mask.surface)
        cairo_set_source_surface(maskCairo, colors, 0, 0)
        cairo_paint(maskCairo)
        cairo_destroy(maskCairo)
        cairo_surface_flush(mask.surface)
        Self.fillCoverage(of: colors, alpha: alpha)
        return (colors, mask, region.origin)
    }

    /// Turns premultiplied pixels into their colors at a coverage of `alpha`, so that
    /// painting them through the coverage mask gives back the drawing times `alpha`.
    private static func fillCoverage(of surface: OpaquePointer, alpha: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let scale = UInt32((min(1, max(0, alpha)) * 255).rounded())
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let pixel = row[x], a = pixel >> 24
                var result = scale << 24
                for shift: UInt32 in [0, 8, 16] {
                    let channel = min(255, (((pixel >> shift) & 0xFF) * 255 + a / 2) / a)
                    result |= ((channel * scale + 127) / 255) << shift
                }
                row[x] = result
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The device pixels the lines can touch, within the clip of `cairo`: the lines'
    /// box grown by half the largest font size (and any baseline offset) for glyphs
    /// that overhang it; `nil` when that is empty.
    private func deviceRegion(at origin: CGPoint, on cairo: OpaquePointer) -> CGRect? {
        guard !drawnLines.isEmpty else { return nil }
        let overhang = text.runs.map { $0.attributes.font.pointSize / 2 + abs($0.attributes.baselineOffset) }.max() ?? 0
        let user = CGRect(origin: origin, size: size).insetBy(dx: -overhang, dy: -overhang)
        var device = CGRect.null
        for (userX, userY) in [(user.minX, user.minY), (user.maxX, user.minY), (user.minX, user.maxY), (user.maxX, user.maxY)] {
            var x = Double(userX), y = Double(userY)
            cairo_user_to_device(cairo, &x, &y)
            device = device.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let region = device.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        return region
    }

    /// Draws the lines onto `surface`, whose top-left is the device pixel `corner`, with
    /// the user space of `cairo`.
    private func draw(onto surface: OpaquePointer, at origin: CGPoint, like cairo: OpaquePointer, from corner: CGPoint) {
        guard let target = cairo_create(surface) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_translate(target, -corner.x, -corner.y)
        cairo_transform(target, &matrix)
        draw(in: target, at: origin)
        cairo_destroy(target)
        cairo_surface_flush(surface)
    }
}
