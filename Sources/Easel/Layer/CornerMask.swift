import EaselGraphics
import Foundation

/// Which corners a layer's `cornerRadius` rounds, like `CACornerMask`. On iOS the y
/// axis points down, so the minimum y corners are the top ones.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits, as `CACornerMask` numbers them.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner, like `CACornerMask.layerMinXMinYCorner`.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner, like `CACornerMask.layerMaxXMinYCorner`.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner, like `CACornerMask.layerMinXMaxYCorner`.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner, like `CACornerMask.layerMaxXMaxYCorner`.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// All four corners, `CALayer.maskedCorners`' default.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                         .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as `UIRectCorner` names them.
    var rectCorners: RectCorner {
        var corners: RectCorner = []
        if contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }
}
