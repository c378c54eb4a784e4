import Foundation

/// UIKit's geometry boxed in `NSValue`, as `NSValue(cgPoint:)` and `cgPointValue` box
/// and unbox it on iOS (for key-value coding, animation values and collections of
/// `Any`). Foundation on Linux holds points, sizes, rectangles and edge insets itself;
/// these are its values under UIKit's names.
extension NSValue {
    /// A value holding a point, like `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds, like `NSValue.cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding a size, like `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds, like `NSValue.cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }

    /// A value holding a rectangle, like `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds, like `NSValue.cgRectValue`.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding edge insets, like `NSValue(uiEdgeInsets:)`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The edge insets the value holds, like `NSValue.uiEdgeInsetsValue`.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
