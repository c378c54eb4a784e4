import Foundation

/// An asset catalog's image set (`name.imageset`): the variants its `Contents.json`
/// lists, and the one UIKit shows on an iPhone in each appearance.
struct ImageSet: Decodable {
    /// One variant: a file, for an idiom, at a scale, maybe for an appearance.
    struct Variant: Decodable {
        let filename: String?
        let idiom: String?
        /// `"1x"`, `"2x"`, `"3x"`; absent in a single-scale set.
        let scale: String?
        let appearances: [Appearance]?

        /// The pixels per point the variant is drawn at (1 for a single-scale set).
        var pixelsPerPoint: CGFloat? {
            guard let scale else { return 1 }
            guard scale.hasSuffix("x"), let value = Double(scale.dropLast()), value > 0 else { return nil }
            return CGFloat(value)
        }
    }

    let images: [Variant]

    /// The variant UIKit shows at `scale` in an appearance (light or `dark`, with
    /// `highContrast` or not): among the iPhone's (`iphone`, else `universal`) variants
    /// with a file that suit the appearance (see `Appearance.rank`), the exact scale,
    /// else the nearest larger one, else the nearest smaller one; at a scale, the
    /// iPhone's before `universal`, then the one made most closely for the appearance.
    func variant(for scale: CGFloat, dark: Bool = false, highContrast: Bool = false) -> (filename: String, scale: CGFloat)? {
        let candidates = images.compactMap { variant -> (filename: String, scale: CGFloat, rank: Int)? in
            guard let filename = variant.filename, let variantScale = variant.pixelsPerPoint,
                  let idiomRank = AssetIdiom.iPhoneRank(of: variant.idiom),
                  let appearanceRank = Appearance.rank(of: variant.appearances, dark: dark, highContrast: highContrast)
            else { return nil }
            return (filename, variantScale, idiomRank * 4 + appearanceRank)
        }
        let best = candidates.min { lhs, rhs in
            let lhsScale = ScaleChoice.rank(lhs.scale, for: scale), rhsScale = ScaleChoice.rank(rhs.scale, for: scale)
            return lhsScale != rhsScale ? lhsScale < rhsScale : lhs.rank < rhs.rank
        }
        return best.map { ($0.filename, $0.scale) }
    }
}
