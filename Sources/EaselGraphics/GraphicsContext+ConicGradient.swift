@_implementationOnly import CCairo
import Foundation

/// Conic gradients, with CoreGraphics' name.
extension GraphicsContext {
    /// Paints a gradient around `center`, like `CGContext.drawConicGradient(_:center:angle:)`:
    /// the ray from `center` at `angle` (radians, from the x axis, turning clockwise on
    /// a y-down screen) gets the color at location 0, and the colors follow one full
    /// turn clockwise to location 1 back at the same ray. It paints the whole clip,
    /// with the global alpha, blend mode and shadow, as the other gradients do.
    public func drawConicGradient(_ gradient: Gradient, center: CGPoint, angle: CGFloat) {
        withDrawableCairo { cairo in
            guard [center.x, center.y, angle].allSatisfy(\.isFinite) else { return }
            var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
            let radius = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max()! + 1
            let pattern = cairo_pattern_create_mesh()!
            defer { cairo_pattern_destroy(pattern) }
            let steps = Self.conicSteps(gradient)
            for (t0, t1) in zip(steps, steps.dropFirst()) {
                addSector(to: pattern, center: center, radius: radius,
                          from: angle + 2 * .pi * t0, to: angle + 2 * .pi * t1,
                          colors: (gradient.color(at: t0), gradient.color(at: t1)))
            }
            draw(pattern, through: .clip, on: cairo)
        }
    }

    /// The locations where the sectors of a conic gradient meet: every stop, and at
    /// least every 1/128 of a turn, so that each sector's arc is close to uniform in angle.
    private static func conicSteps(_ gradient: Gradient) -> [CGFloat] {
        let even = (0...128).map { CGFloat($0) / 128 }
        return Array(Set(even + gradient.locations)).sorted()
    }

    /// One sector of a mesh: a patch from the center out to an arc, colored `colors.0`
    /// along its first ray and `colors.1` along its last.
    private func addSector(to pattern: OpaquePointer, center: CGPoint, radius: CGFloat,
                           from a0: CGFloat, to a1: CGFloat, colors: (Color, Color)) {
        guard a1 > a0 else { return }
        let k = 4.0 / 3 * tan((a1 - a0) / 4) * radius
        func point(_ a: CGFloat) -> (CGFloat, CGFloat) { (center.x + radius * cos(a), center.y + radius * sin(a)) }
        let (p0, p1) = (point(a0), point(a1))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, p0.0, p0.1)
        cairo_mesh_pattern_curve_to(pattern, p0.0 - k * sin(a0), p0.1 + k * cos(a0),
                                    p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)].map({ ($0, $1.resolvedForDrawing) }) {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue,
                                                     color.alpha * state.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }
}

extension Gradient {
    /// The color at location `t`: the end colors beyond the first and last stops,
    /// straight components blended linearly between two stops.
    func color(at t: CGFloat) -> Color {
        guard let next = locations.firstIndex(where: { $0 > t }) else { return colors[colors.count - 1] }
        guard next > 0 else { return colors[0] }
        let (a, b) = (colors[next - 1].resolvedForDrawing, colors[next].resolvedForDrawing)
        let f = (t - locations[next - 1]) / (locations[next] - locations[next - 1])
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
