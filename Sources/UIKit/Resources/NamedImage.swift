import Foundation

/// Finds the file `UIImage(named:in:compatibleWith:)` shows: an image set of an asset
/// catalog first, then a loose file among the bundle's resources, as UIKit looks.
enum NamedImage {
    /// A file found: its bytes (PNG or JPEG) and the scale it is drawn at.
    typealias File = (data: Data, scale: CGFloat)

    /// The file of the image named `name` in `bundle` for a screen of `scale` in each
    /// appearance (light and dark, normal and high contrast; only `.standard` when the
    /// image is the same file in every appearance), or `nil` after reporting why there
    /// is none. An image set's variant for each appearance is chosen by
    /// `ImageSet.variant(for:dark:highContrast:)`.
    static func find(_ name: String, in bundle: Bundle, scale: CGFloat) -> [Image.Appearance: File]? {
        let caller = "UIImage(named: \"\(name)\")"
        for catalog in AssetCatalog.catalogs(in: bundle) {
            guard let set = catalog.set(named: name, kind: "imageset") else { continue }
            guard let contents = ResourceFile.decodeContents(ImageSet.self, in: set, for: caller) else { return nil }
            var chosen: [Image.Appearance: (filename: String, scale: CGFloat)] = [:]
            for appearance in Image.Appearance.all {
                let variant = contents.variant(for: scale, dark: appearance.isDark, highContrast: appearance.isHighContrast)
                if let variant, !variant.filename.contains("/") { chosen[appearance] = variant }
            }
            guard let standard = chosen[.standard] else {
                Diagnostics.report("\(caller): \(set.path) has no image for an iPhone in the light appearance")
                return nil
            }
            if chosen.values.allSatisfy({ $0.filename == standard.filename }) { chosen = [.standard: standard] }
            var read: [String: File] = [:]
            for variant in chosen.values where read[variant.filename] == nil {
                let url = set.appendingPathComponent(variant.filename)
                guard let data = ResourceFile.contents(of: url, limit: ResourceFile.imageSizeLimit, for: caller) else { return nil }
                read[variant.filename] = (data, variant.scale)
            }
            return chosen.mapValues { read[$0.filename]! }
        }
        let root = bundle.resourceURL ?? bundle.bundleURL
        guard let file = looseFile(name, in: root, scale: scale) else {
            Diagnostics.report("\(caller): no image set or image file of that name in \(root.path)")
            return nil
        }
        return ResourceFile.contents(of: file.url, limit: ResourceFile.imageSizeLimit, for: caller)
            .map { [.standard: ($0, file.scale)] }
    }

    /// The loose file for `name` (`.png` when it has no extension): `name@2x.png`,
    /// `name@3x.png` or `name.png` (scale 1), chosen as catalog variants are. A name
    /// that already ends in `@2x` is that file alone, at that scale.
    static func looseFile(_ name: String, in root: URL, scale: CGFloat) -> (url: URL, scale: CGFloat)? {
        let pathExtension = (name as NSString).pathExtension
        let base = pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let fileExtension = pathExtension.isEmpty ? "png" : pathExtension
        let candidates: [(url: URL, scale: CGFloat)]
        if let at = base.lastIndex(of: "@"), base.hasSuffix("x"),
           let named = Int(base[base.index(after: at)..<base.index(before: base.endIndex)]), named > 0 {
            candidates = [(root.appendingPathComponent("\(base).\(fileExtension)"), CGFloat(named))]
        } else {
            candidates = [(root.appendingPathComponent("\(base).\(fileExtension)"), 1)]
                + (1...3).map { (root.appendingPathComponent("\(base)@\($0)x.\(fileExtension)"), CGFloat($0)) }
        }
        return candidates.filter { FileManager.default.fileExists(atPath: $0.url.path) }
            .min { ScaleChoice.rank($0.scale, for: scale) < ScaleChoice.rank($1.scale, for: scale) }
    }
}
