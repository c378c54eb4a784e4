import Foundation

extension Color {
    /// The color set named `name` in the app's main bundle, like `UIColor(named:)`: see
    /// `init(named:in:compatibleWith:)`.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color of the color set named `name` in the asset catalogs of `bundle` (the
    /// main bundle for `nil`), like `UIColor(named:in:compatibleWith:)`: the iPhone's
    /// (`iphone`, else `universal`) color for the light appearance. Easel has no dark
    /// appearance yet, so dark colors are not chosen whatever `traitCollection` says.
    /// Components are read as Xcode writes them (fractions, 8-bit integers or
    /// hexadecimal) and drawn as sRGB. `nil` when there is no such set or it gives no
    /// color (a reference to a system color is not modelled), as UIKit returns, with a
    /// diagnostic saying why.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let caller = "UIColor(named: \"\(name)\")"
        let bundle = bundle ?? .main
        guard let set = AssetCatalog.catalogs(in: bundle).lazy.compactMap({ $0.set(named: name, kind: "colorset") }).first else {
            Diagnostics.report("\(caller): no color set of that name in \((bundle.resourceURL ?? bundle.bundleURL).path)")
            return nil
        }
        guard let contents = ResourceFile.decodeContents(ColorSet.self, in: set, for: caller) else { return nil }
        guard let definition = contents.lightDefinition else {
            Diagnostics.report("\(caller): \(set.path) has no color for an iPhone in the light appearance")
            return nil
        }
        switch definition.color() {
        case .success(let color):
            self = color
        case .failure(let problem):
            Diagnostics.report("\(caller): \(set.path): \(problem)")
            return nil
        }
    }
}
