import Foundation

extension Image {
    /// The image named `name` in the app's main bundle, like `UIImage(named:)`: see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle for `nil`), like
    /// `UIImage(named:in:compatibleWith:)`, at the display scale of `traitCollection`
    /// (the main screen's when it is `nil` or unspecified: the key window's, else 1).
    ///
    /// As UIKit does, it looks in the bundle's asset catalogs first: an image set of
    /// that name, whose variant is the iPhone's (`iphone`, else `universal`) at the
    /// exact scale, else the nearest larger, else the nearest smaller one; then among
    /// the bundle's loose files (`name.png`, `name@2x.png`, `name@3x.png`, chosen the
    /// same way). An image set with variants for the dark appearance or high contrast
    /// (`"appearances"` of `luminosity` and `contrast`) gives an image that shows the
    /// variant for the traits of the view that shows it (`hasAppearanceVariants`,
    /// `resolved(with:)`), starting with the one for `traitCollection`'s style and
    /// contrast (light and normal when it is `nil`). Files are PNG or JPEG (a JPEG's name
    /// has its extension: `photo.jpg`), checked to be at most 64 MiB
    /// before they are read. `nil` when there is no such image or it cannot be read, as
    /// UIKit returns, with a diagnostic saying why. Images are not cached, where UIKit
    /// keeps named images in a cache.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? Device.mainScreenScale
        guard let files = NamedImage.find(name, in: bundle ?? .main, scale: scale) else { return nil }
        do {
            let images = try files.mapValues { try Image(decoding: $0.data, scale: $0.scale) }
            let shown = images[traitCollection.map(Image.Appearance.init) ?? .standard] ?? images[.standard]!
            var attributes = shown.attributes
            if images.count > 1 { attributes.appearanceVariants = images }
            self.init(adopting: shown.bitmap, scale: shown.scale, attributes: attributes)
        } catch {
            Diagnostics.report("UIImage(named: \"\(name)\"): \(error)")
            return nil
        }
    }
}
