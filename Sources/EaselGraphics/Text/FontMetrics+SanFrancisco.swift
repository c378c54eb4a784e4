import Foundation

extension FontMetrics {
    /// SF Pro's vertical metrics, in its design units, which UIKit's system font reports
    /// at every weight, in italics and in both optical sizes (SF Pro Text and Display
    /// share them).
    ///
    /// Easel draws the system font with Inter, whose own ascender and descender make a
    /// line about 2 % taller; the system font reports these instead, and text lays out
    /// with them, so a label is as tall as on iOS.
    enum SanFrancisco {
        /// SF Pro's `head.unitsPerEm`.
        static let unitsPerEm: CGFloat = 2048
        /// SF Pro's `hhea.ascender`, which CoreText reports as `UIFont.ascender`:
        /// `UIFont.systemFont(ofSize: 17).ascender` is 17 × 1950 / 2048 = 16.1865234375.
        static let ascender: CGFloat = 1950
        /// SF Pro's `hhea.descender`: `UIFont.systemFont(ofSize: 17).descender` is
        /// −4.1005859375, so its `lineHeight` is 20.287109375.
        static let descender: CGFloat = -494
        /// SF Pro's `hhea.lineGap`: the system font's `leading` is 0.
        static let lineGap: CGFloat = 0
        /// SF Pro's `OS/2.sCapHeight`, as Capsize publishes the metrics of Apple's
        /// system font (`@capsizecss/metrics`, read from the font with fontkit) and
        /// opentype.js reads them; UIKit's `capHeight` is this scaled to the size.
        static let capHeight: CGFloat = 1443
        /// SF Pro's `OS/2.sxHeight`, from the same measurements as `capHeight`.
        static let xHeight: CGFloat = 1078
    }

    /// Replaces the vertical metrics with SF Pro's at `pointSize`, keeping what the
    /// drawn face measures horizontally (the ellipsis).
    mutating func adoptSanFranciscoVerticalMetrics(pointSize: CGFloat) {
        let scale = pointSize / SanFrancisco.unitsPerEm
        ascender = SanFrancisco.ascender * scale
        descender = SanFrancisco.descender * scale
        leading = SanFrancisco.lineGap * scale
        capHeight = SanFrancisco.capHeight * scale
        xHeight = SanFrancisco.xHeight * scale
    }
}
