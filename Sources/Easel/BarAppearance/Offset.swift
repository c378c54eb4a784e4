import Foundation

/// A distance to move content by, like `UIOffset`: horizontally and vertically, in points.
public struct Offset: Hashable, Sendable {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points, like `UIOffset(horizontal:vertical:)`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset, like `UIOffset()`.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset, like `UIOffset.zero`.
    public static let zero = Offset()
}
