/// How the colour distance of two pixels is measured, on the `threshold`'s 0–1 scale
/// (0 for equal colours, 1 between black and white).
public enum ColorMetric: String, Sendable, Hashable, CaseIterable, Codable {
    /// pixelmatch 5–7's: the perceptual distance of Kotsarenko and Ramos (2010) in NTSC's
    /// YIQ space. The default, whose counts and diff images equal pixelmatch 6's.
    case yiq
    /// pixelmatch 8's: the HyAB distance (Abasi et al. 2019: lightness difference plus
    /// the chroma distance) in Björn Ottosson's OKLab, with his toe-corrected lightness
    /// Lr, so that near-black differences are not over-weighted. It separates colours
    /// YIQ scores alike (pixelmatch issue 127).
    case oklab

    /// `YIQ` or `OKLab`, as reports name the metric.
    public var displayName: String {
        switch self {
        case .yiq: "YIQ"
        case .oklab: "OKLab HyAB"
        }
    }
}
