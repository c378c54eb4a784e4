import CCairo
import EaselGraphics
import Foundation

/// `easel-bench text`: laying out and drawing 200 label-sized texts (word-wrapped at
/// 200 points; about five lines, or at most three truncated at the tail) with
/// `TextLayout`, against plain Pango laying out and drawing the same strings on its
/// default font map, truncating with its own ellipsizing. Shows what Easel's layer
/// (private font map, lock, UIKit truncation, line placement) costs over Pango.
struct TextBenchmark: Benchmark {
    let name = "text"

    private let strings = (0..<200).map { index in
        "Row \(index): the quick brown fox jumps over the lazy dog, then naps for \(index % 7 + 1) hours in the sun"
    }
    private let attributes: TextAttributes = [.font: Font.systemFont(ofSize: 17),
                                              .paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)]
    private let canvas = CGSize(width: 390, height: 844)

    func run() throws -> [BenchmarkResult] {
        let easelWrapped = medianMilliseconds(repetitions: 15) { _ = easelLayouts(truncated: false) }
        let pangoWrapped = medianMilliseconds(repetitions: 15) { freePango(pangoLayouts(truncated: false)) }
        let easelLayout = medianMilliseconds(repetitions: 15) { _ = easelLayouts(truncated: true) }
        let pangoLayout = medianMilliseconds(repetitions: 15) { freePango(pangoLayouts(truncated: true)) }
        let layouts = easelLayouts(truncated: true)
        let pango = pangoLayouts(truncated: true)
        defer { freePango(pango) }
        let easelDraw = medianMilliseconds(repetitions: 15) { _ = easelDrawing(layouts) }
        let pangoDraw = medianMilliseconds(repetitions: 15) { pangoDrawing(pango) }
        return [
            BenchmarkResult(name: "text.layout.wrapped", unit: "ms", easel: easelWrapped,
                            baselineName: "pango_layout (default font map)", baseline: pangoWrapped,
                            details: ["texts": Double(strings.count)]),
            BenchmarkResult(name: "text.layout.truncated", unit: "ms", easel: easelLayout, baselineName: "pango_layout (default font map)",
                            baseline: pangoLayout, details: ["texts": Double(strings.count)]),
            BenchmarkResult(name: "text.draw", unit: "ms", easel: easelDraw, baselineName: "pango_cairo_show_layout",
                            baseline: pangoDraw, details: ["texts": Double(strings.count), "scale": 3]),
        ]
    }

    private func easelLayouts(truncated: Bool) -> [TextLayout] {
        strings.map {
            TextLayout($0, attributes: attributes, containerSize: CGSize(width: 200, height: 0), numberOfLines: truncated ? 3 : 0)
        }
    }

    private func easelDrawing(_ layouts: [TextLayout]) -> Image {
        GraphicsImageRenderer(size: canvas, scale: 3).image { context in
            for (index, layout) in layouts.enumerated() {
                context.draw(layout, at: CGPoint(x: CGFloat(index % 2) * 190, y: CGFloat(index / 2 % 13) * 64))
            }
        }
    }

    /// Plain Pango's equivalent: a layout per string, 200 points wide; when truncated,
    /// three lines at most (a negative height counts lines) ellipsized at the end.
    private func pangoLayouts(truncated: Bool) -> [OpaquePointer] {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        // The family Easel's 17-point system font draws with (installed by fonts-inter).
        let description = pango_font_description_from_string("Inter")
        pango_font_description_set_absolute_size(description, 17 * Double(PANGO_SCALE))
        defer { pango_font_description_free(description) }
        return strings.map { string in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, description)
            pango_layout_set_width(layout, 200 * PANGO_SCALE)
            if truncated {
                pango_layout_set_height(layout, -3)
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_text(layout, string, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_size(layout, &width, &height)
            return layout
        }
    }

    private func pangoDrawing(_ layouts: [OpaquePointer]) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.width * 3), Int32(canvas.height * 3))
        let cairo = cairo_create(surface)
        cairo_scale(cairo, 3, 3)
        for (index, layout) in layouts.enumerated() {
            cairo_move_to(cairo, CGFloat(index % 2) * 190, CGFloat(index / 2 % 13) * 64)
            pango_cairo_show_layout(cairo, layout)
        }
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    private func freePango(_ layouts: [OpaquePointer]) {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
}
