// Renders a fixed text sample and writes its pixels, raw straight RGBA8, to standard
// output. Only TextDeterminismTests runs it: fontconfig reads FONTCONFIG_FILE once per
// process, so comparing text under a hostile configuration with text without one takes
// one process per setting.
//
// `--system-fontconfig` renders through Pango's default font map instead, which uses
// the machine's fontconfig: the control that proves the hostile configuration bites.
// `--process-default` makes Easel's configuration fontconfig's current one first, as
// `easel-render` does.
import CCairo
import EaselGraphics
import Foundation

let size = CGSize(width: 240, height: 120)
let scale: CGFloat = 2
let sample = "Easel 0123 fi fl — “quoted” Ångström"

func renderWithEasel() -> Image {
    GraphicsImageRenderer(size: size, scale: scale).image { context in
        context.draw(sample, at: CGPoint(x: 4, y: 2), withAttributes: [.font: Font.systemFont(ofSize: 15)])
        context.draw(sample, at: CGPoint(x: 4, y: 22), withAttributes: [.font: Font.boldSystemFont(ofSize: 13)])
        context.draw(sample, at: CGPoint(x: 4, y: 40), withAttributes: [.font: Font.italicSystemFont(ofSize: 13)])
        context.draw(sample, at: CGPoint(x: 4, y: 58), withAttributes: [.font: Font.monospacedSystemFont(ofSize: 11, weight: .regular)])
        let justified = ParagraphStyle(alignment: .justified, lineSpacing: 1.5)
        context.draw(sample + " " + sample, in: CGRect(x: 4, y: 74, width: 232, height: 44),
                     withAttributes: [.font: Font(name: "DejaVu Serif", size: 14)!, .paragraphStyle: justified,
                                      .foregroundColor: Color(red: 0.1, green: 0.3, blue: 0.8)])
    }
}

/// The sample's first line through Pango's default font map and default options, as
/// cairo's premultiplied ARGB32 bytes.
func renderWithSystemFontconfig() -> [UInt8] {
    let width = Int32(size.width * scale), height = Int32(size.height * scale)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cairo = cairo_create(surface)!
    cairo_scale(cairo, scale, scale)
    let layout = pango_cairo_create_layout(cairo)!
    let description = pango_font_description_from_string("DejaVu Sans 15")
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, sample, -1)
    pango_cairo_show_layout(cairo, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    let count = Int(cairo_image_surface_get_stride(surface) * height)
    let bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
    cairo_surface_destroy(surface)
    return bytes
}

FontLibrary.becomesProcessDefault = CommandLine.arguments.contains("--process-default")
let pixels = CommandLine.arguments.contains("--system-fontconfig") ? renderWithSystemFontconfig() : renderWithEasel().rgbaBytes
FileHandle.standardOutput.write(Data(pixels))
