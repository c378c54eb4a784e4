import EaselGraphics
import Foundation

/// Gradient commands: colors, optional locations and options, and the geometry.
extension SceneDecoder {
    func linearGradientCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["colors", "start", "end"],
                                     optional: ["locations", "options"]) else { return nil }
        let gradient = gradient(fields)
        let options = gradientOptions(fields)
        let start = fields.value("start").flatMap { point($0.node, $0.path) }
        let end = fields.value("end").flatMap { point($0.node, $0.path) }
        guard let gradient, let options, let start, let end else { return nil }
        return .linearGradient(gradient, start: start, end: end, options: options)
    }

    func radialGradientCommand(_ node: SceneNode, _ path: ScenePath) -> DrawCommand? {
        guard let fields = arguments(node, path, required: ["colors", "startCenter", "startRadius", "endCenter", "endRadius"],
                                     optional: ["locations", "options"]) else { return nil }
        let gradient = gradient(fields)
        let options = gradientOptions(fields)
        let centers = ["startCenter", "endCenter"].map { fields.value($0).flatMap { point($0.node, $0.path) } }
        let radii = ["startRadius", "endRadius"].map { fields.value($0).flatMap { number($0.node, $0.path, .nonNegative) } }
        guard let gradient, let options, let startCenter = centers[0], let endCenter = centers[1],
              let startRadius = radii[0], let endRadius = radii[1] else { return nil }
        return .radialGradient(gradient, startCenter: startCenter, startRadius: startRadius,
                               endCenter: endCenter, endRadius: endRadius, options: options)
    }

    /// `colors` (at least one) and `locations` (as many, each 0…1), like
    /// `CGGradient(colorsSpace:colors:locations:)`.
    private func gradient(_ fields: Fields) -> Gradient? {
        guard let colorsValue = fields.value("colors"),
              let colorItems = items(colorsValue.node, colorsValue.path, expected: "a list of colors") else { return nil }
        let colors = colorItems.map { color($0.node, $0.path) }
        var locations: [CGFloat?]?
        if let value = fields.value("locations"), let list = items(value.node, value.path, expected: "a list of locations") {
            locations = list.map { number($0.node, $0.path, .unit) }
            if list.count != colorItems.count {
                mismatch(value.node, value.path, expected: "\(colorItems.count) locations, one per color")
                return nil
            }
        } else if fields.has("locations") {
            return nil
        }
        guard !colors.isEmpty else {
            mismatch(colorsValue.node, colorsValue.path, expected: "a list of at least one color")
            return nil
        }
        guard !colors.contains(where: { $0 == nil }), !(locations ?? []).contains(where: { $0 == nil }) else { return nil }
        return Gradient(colors: colors.compactMap { $0 }, locations: locations?.compactMap { $0 })
    }

    /// `options`: a list of `drawsBeforeStartLocation`, `drawsAfterEndLocation`.
    private func gradientOptions(_ fields: Fields) -> GradientDrawingOptions? {
        guard let value = fields.value("options") else { return [] }
        guard let list = items(value.node, value.path, expected: "a list of gradient options") else { return nil }
        let options = list.map { name($0.node, $0.path, category: "gradient option", EnumNames.gradientOptions) }
        return options.contains { $0 == nil } ? nil : options.compactMap { $0 }.reduce(into: []) { $0.formUnion($1) }
    }
}
