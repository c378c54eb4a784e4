/// Corners of a rectangle, like `UIRectCorner`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The corner bits, as `UIRectCorner` numbers them.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (the minimum x and y in UIKit's y-down coordinates).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
