import Foundation

/// Core Graphics' equality methods on points, sizes and rectangles (`CGPointEqualToPoint`
/// and its kin as Swift imports them), which Foundation on Linux does not have.
extension CGPoint {
    /// Whether the two points are the same, like `CGPoint.equalTo(_:)`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same, like `CGSize.equalTo(_:)`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area, like `CGRect.equalTo(_:)`
    /// (`CGRectEqualToRect`): the same origin and size once standardized (a negative
    /// width or height counts from the other edge), or both null rectangles.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
