import Easel
import EaselGraphics
import Foundation

/// The view and layer tree as text, like UIKit's `recursiveDescription` but without
/// addresses, so that it is the same on every run: one line a view (its class, id,
/// frame in its superview and the properties that differ from a new view's), its
/// layer's own sublayers (those no view owns) under it, then its subviews, each level
/// indented by two spaces.
///
///     View "card" frame=(0, 0, 320, 120) backgroundColor=#FFFFFFFF layer.cornerRadius=12
///       ShapeLayer frame=(0, 0, 40, 40)
///       Label "title" frame=(16, 16, 288, 20) text="Hello"
@MainActor
struct HierarchyDescription {
    let text: String

    init(of view: View) {
        var lines: [String] = []
        Self.describe(view, depth: 0, into: &lines)
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ view: View, depth: Int, into lines: inout [String]) {
        var fields = [String(describing: type(of: view))]
        if let id = view.accessibilityIdentifier { fields.append(DumpFormat.quoted(id)) }
        fields.append("frame=" + DumpFormat.rect(view.frame))
        if view.isHidden { fields.append("hidden") }
        if view.alpha != 1 { fields.append("alpha=" + DumpFormat.number(view.alpha)) }
        if view.clipsToBounds { fields.append("clipsToBounds") }
        if let color = view.backgroundColor { fields.append("backgroundColor=" + DumpFormat.color(color)) }
        if let label = view as? Label, let text = label.text { fields.append("text=" + DumpFormat.quoted(text)) }
        if let imageView = view as? ImageView, let image = imageView.image {
            fields.append("image=" + DumpFormat.number(image.size.width) + "x" + DumpFormat.number(image.size.height))
        }
        fields += layerFields(view.layer, prefix: "layer.")
        lines.append(String(repeating: "  ", count: depth) + fields.joined(separator: " "))
        for sublayer in view.layer.sublayers ?? [] where !(sublayer.delegate is View) {
            describe(sublayer, depth: depth + 1, into: &lines)
        }
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }

    private static func describe(_ layer: Layer, depth: Int, into lines: inout [String]) {
        var fields = [String(describing: type(of: layer))]
        if let name = layer.name { fields.append(DumpFormat.quoted(name)) }
        fields.append("frame=" + DumpFormat.rect(layer.frame))
        if layer.isHidden { fields.append("hidden") }
        if layer.opacity != 1 { fields.append("opacity=" + DumpFormat.number(CGFloat(layer.opacity))) }
        if let color = layer.backgroundColor { fields.append("backgroundColor=" + DumpFormat.color(color)) }
        if let text = (layer as? TextLayer)?.string { fields.append("string=" + DumpFormat.quoted(text)) }
        fields += layerFields(layer, prefix: "")
        lines.append(String(repeating: "  ", count: depth) + fields.joined(separator: " "))
        for sublayer in layer.sublayers ?? [] { describe(sublayer, depth: depth + 1, into: &lines) }
    }

    /// The layer properties a view's line shows too (as `layer.…`): its shape and edges.
    private static func layerFields(_ layer: Layer, prefix: String) -> [String] {
        var fields: [String] = []
        if layer.cornerRadius != 0 { fields.append(prefix + "cornerRadius=" + DumpFormat.number(layer.cornerRadius)) }
        if layer.borderWidth != 0 { fields.append(prefix + "borderWidth=" + DumpFormat.number(layer.borderWidth)) }
        if layer.masksToBounds, prefix.isEmpty { fields.append("masksToBounds") }
        if layer.shadowOpacity != 0 { fields.append(prefix + "shadowOpacity=" + DumpFormat.number(CGFloat(layer.shadowOpacity))) }
        if layer.mask != nil { fields.append(prefix + "mask") }
        return fields
    }
}
