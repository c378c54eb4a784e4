@_implementationOnly import CCairo
import Foundation

/// How a run's attributes become Pango attributes over its bytes.
extension PangoTextLayout {
    /// Adds what `run` draws differently from the layout's own font and foreground
    /// color (`leading`, which the layout and the drawing context carry): its font,
    /// tracking and kerning, digits, color, decorations, background and baseline offset.
    /// Colors are resolved for the current traits.
    static func insert(_ run: AttributedText.Run, drawnOver leading: TextAttributes,
                       into list: OpaquePointer) {
        let attributes = run.attributes
        let font = attributes.font
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(run.byteRange.lowerBound)
            attribute.pointee.end_index = UInt32(run.byteRange.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        if font != leading.font {
            add(pango_attr_font_desc_new(FontLibrary.shared.pangoDescription(of: font.face, pointSize: font.pointSize)))
        }
        // The system designs' tracking. Pango puts half of it on each side of every
        // character and drops the halves at the ends of a line.
        let spacing = font.tracking + attributes.kern
        if spacing != 0 { add(pango_attr_letter_spacing_new(pangoUnits(spacing))) }
        if font.face.hasMonospacedDigits { add(pango_attr_font_features_new("tnum")) }
        let color = attributes.foregroundColor.resolvedForDrawing
        if color != leading.foregroundColor.resolvedForDrawing {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        if let underline = attributes.underline {
            add(pango_attr_underline_new(underline.style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = underline.color?.resolvedForDrawing {
                add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
            if underline.style == .thick { Diagnostics.report("a thick underline is drawn single: Pango has no heavier one") }
        }
        if let strikethrough = attributes.strikethrough {
            add(pango_attr_strikethrough_new(1))
            if let color = strikethrough.color?.resolvedForDrawing {
                add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
            if strikethrough.style != .single {
                Diagnostics.report("a \(strikethrough.style) strikethrough is drawn single: Pango draws one line")
            }
        }
        if let background = attributes.backgroundColor?.resolvedForDrawing {
            add(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
            add(pango_attr_background_alpha_new(channel(background.alpha)))
        }
        if attributes.baselineOffset != 0 { add(pango_attr_rise_new(pangoUnits(attributes.baselineOffset))) }
    }

    /// A color component (0 to 1) as Pango's 16-bit channel.
    private static func channel(_ component: CGFloat) -> UInt16 {
        UInt16((min(1, max(0, component)) * 65535).rounded())
    }
}
