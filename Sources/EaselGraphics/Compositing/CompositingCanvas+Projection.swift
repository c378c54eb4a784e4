@_implementationOnly import CCairo
import Foundation

extension CompositingCanvas {
    /// Paints `source` (premultiplied pixels, its pixel `(i, j)` covering the unit
    /// square at `(i, j)`) mapped into device pixels by `mapping`, over what is there, at
    /// `alpha`: a layer drawn in perspective, as Core Animation projects a flattened
    /// layer.
    ///
    /// Each device pixel whose center falls inside the mapped bitmap samples it at the
    /// point its center comes from (the inverse mapping), bilinearly between the four
    /// nearest source pixels; pixels beyond the bitmap's edge count as transparent,
    /// which softens the edges of the projected quad over one source pixel. A device
    /// pixel's value depends only on where it is, never on the tile it is painted in,
    /// so a partial repaint matches a full one. Nothing is painted where the mapping
    /// has no inverse (a plane seen edge-on) or the bitmap reaches behind the eye.
    package func draw(_ source: Bitmap, projectedBy mapping: ProjectiveTransform, alpha: CGFloat) {
        let sourceRect = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        guard alpha > 0, !sourceRect.isEmpty, let inverse = mapping.inverted(),
              let reach = mapping.boundingBox(of: sourceRect)?.intersection(area), !reach.isNull else { return }
        let box = CGRect(x: reach.minX.rounded(.down), y: reach.minY.rounded(.down),
                         width: reach.maxX.rounded(.up) - reach.minX.rounded(.down),
                         height: reach.maxY.rounded(.up) - reach.minY.rounded(.down)).intersection(area)
        guard box.width >= 1, box.height >= 1 else { return }
        let projected = Bitmap(width: Int(box.width), height: Int(box.height))
        let sampler = BilinearSampler(source)
        cairo_surface_flush(source.surface)
        for row in 0..<projected.height {
            let words = projected.rowWords(row)
            let y = box.minY + CGFloat(row) + 0.5
            for column in 0..<projected.width {
                let x = box.minX + CGFloat(column) + 0.5
                // The homogeneous source point; its w is 1 / (the forward w), so a
                // positive one is in front of the eye.
                let w = x * inverse.m13 + y * inverse.m23 + inverse.m33
                guard w > 0 else { continue }
                let u = (x * inverse.m11 + y * inverse.m21 + inverse.m31) / w
                let v = (x * inverse.m12 + y * inverse.m22 + inverse.m32) / w
                words[column] = sampler.sample(u, v, alpha: alpha)
            }
        }
        cairo_surface_mark_dirty(projected.surface)
        draw(projected, at: box.origin)
    }
}

/// Reads a premultiplied bitmap between its pixel centers, bilinearly, with
/// transparent pixels all around it.
private struct BilinearSampler {
    let bitmap: Bitmap

    init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    /// The premultiplied ARGB word at `(u, v)` (pixel `(i, j)`'s center is at
    /// `(i + ½, j + ½)`), its four channels scaled by `alpha` and rounded to nearest.
    func sample(_ u: CGFloat, _ v: CGFloat, alpha: CGFloat) -> UInt32 {
        let x = u - 0.5, y = v - 0.5
        guard x > -1, y > -1, x < CGFloat(bitmap.width), y < CGFloat(bitmap.height) else { return 0 }
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        let fx = x - CGFloat(left), fy = y - CGFloat(top)
        var channels: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        func add(_ column: Int, _ row: Int, _ weight: CGFloat) {
            guard weight > 0, column >= 0, row >= 0, column < bitmap.width, row < bitmap.height else { return }
            let word = bitmap.rowWords(row)[column]
            channels.0 += weight * CGFloat(word >> 24)
            channels.1 += weight * CGFloat((word >> 16) & 0xFF)
            channels.2 += weight * CGFloat((word >> 8) & 0xFF)
            channels.3 += weight * CGFloat(word & 0xFF)
        }
        add(left, top, (1 - fx) * (1 - fy))
        add(left + 1, top, fx * (1 - fy))
        add(left, top + 1, (1 - fx) * fy)
        add(left + 1, top + 1, fx * fy)
        func byte(_ value: CGFloat) -> UInt32 { UInt32(min(255, max(0, (value * alpha).rounded()))) }
        return byte(channels.0) << 24 | byte(channels.1) << 16 | byte(channels.2) << 8 | byte(channels.3)
    }
}
