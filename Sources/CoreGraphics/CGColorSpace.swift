/// A color space, like `CGColorSpace`.
///
/// Easel draws in sRGB only: every color space is accepted where Core Graphics takes
/// one, and colors are drawn as sRGB components whatever the space is named.
public final class CGColorSpace: Sendable {
    /// The space's name, like `CGColorSpace.name` (one of the static names below).
    public let name: String?
    /// The kind of components the space has, like `CGColorSpace.model`.
    public let model: CGColorSpaceModel

    /// The color space with a standard name, like `CGColorSpace(name:)`; `nil` for a
    /// name Core Graphics does not define.
    public convenience init?(name: CFString) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.linearSRGB: self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray: self.init(name: name, model: .monochrome)
        default: return nil
        }
    }

    private init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The number of color components (alpha not counted), like
    /// `CGColorSpace.numberOfComponents`.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The name of the sRGB space, like `CGColorSpace.sRGB`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of extended sRGB, like `CGColorSpace.extendedSRGB`.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of linear sRGB, like `CGColorSpace.linearSRGB`.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of Display P3, like `CGColorSpace.displayP3`.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the gray space of gamma 2.2, like `CGColorSpace.genericGrayGamma2_2`.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of linear gray, like `CGColorSpace.linearGray`.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// The device RGB space, as `CGColorSpaceCreateDeviceRGB()` returns it.
    static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
    /// The device gray space, as `CGColorSpaceCreateDeviceGray()` returns it.
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
}

/// The kinds of color space, like `CGColorSpaceModel` (the ones Easel names).
public enum CGColorSpaceModel: Int32, Sendable {
    /// Gray components, like `CGColorSpaceModel.monochrome`.
    case monochrome = 0
    /// Red, green and blue components, like `CGColorSpaceModel.rgb`.
    case rgb = 1
}

/// The device-dependent RGB color space, like `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device-dependent gray color space, like `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
