import Foundation

extension Color {
    /// The color set named `name` in the app's main bundle, like `UIColor(named:)`: see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color of the color set named `name` in the asset catalogs of `bundle` (the
    /// main bundle for `nil`), like `UIColor(named:in:compatibleWith:)`: the iPhone's
    /// (`iphone`, else `universal`) colors for the light and the dark appearance
    /// (`"luminosity"` appearances; the dark one falls back to the unconditional
    /// color). With a dark variant and no `traitCollection`, the color is dynamic and
    /// resolves against the traits of the view that shows it; with `traitCollection`
    /// it is the variant for its `userInterfaceStyle`. High-contrast variants are not
    /// chosen. Components are read as Xcode writes them (fractions, 8-bit integers or
    /// hexadecimal) and drawn as sRGB. `nil` when there is no such set or it gives no
    /// color (a reference to a system color is not modelled), as UIKit returns, with a
    /// diagnostic saying why.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let caller = "UIColor(named: \"\(name)\")"
        let bundle = bundle ?? .main
        guard let set = AssetCatalog.catalogs(in: bundle).lazy.compactMap({ $0.set(named: name, kind: "colorset") }).first else {
            Diagnostics.report("\(caller): no color set of that name in \((bundle.resourceURL ?? bundle.bundleURL).path)")
            return nil
        }
        guard let contents = ResourceFile.decodeContents(ColorSet.self, in: set, for: caller) else { return nil }
        guard let lightDefinition = contents.definition(dark: false) else {
            Diagnostics.report("\(caller): \(set.path) has no color for an iPhone in the light appearance")
            return nil
        }
        func color(_ definition: ColorSet.Definition) -> Color? {
            switch definition.color() {
            case .success(let color): return color
            case .failure(let problem):
                Diagnostics.report("\(caller): \(set.path): \(problem)")
                return nil
            }
        }
        guard let light = color(lightDefinition) else { return nil }
        let darkDefinition = contents.definition(dark: true)
        guard let darkDefinition, let dark = color(darkDefinition), dark != light else {
            self.init(light)
            return
        }
        if let traitCollection {
            self.init(traitCollection.userInterfaceStyle == .dark ? dark : light)
        } else {
            self.init(Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light }))
        }
    }
}
