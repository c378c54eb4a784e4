/// How an image is resampled when drawn larger or smaller than its pixels, like
/// `CALayerContentsFilter`: the values of a layer's `magnificationFilter` and
/// `minificationFilter`, and of an emitter cell's (which Core Animation types as
/// `String`: use `rawValue`).
public struct ContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A filter named `rawValue`; a name Core Animation does not define resamples as
    /// `linear` does.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Interpolates between neighbouring pixels, like `.linear` (the default).
    public static let linear = ContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel, like `.nearest`: hard pixel edges, as pixel art wants.
    public static let nearest = ContentsFilter(rawValue: "nearest")
    /// Interpolates between pixels and between mipmap levels, like `.trilinear`: Easel
    /// resamples as `linear` does.
    public static let trilinear = ContentsFilter(rawValue: "trilinear")
}
