import Foundation

/// Which parts of a view's frame grow or shrink when its superview's bounds change
/// size, like `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// Applies the autoresizing mask after the superview's bounds changed size, as
    /// UIKit does at once (not in a layout pass): the size change of each axis is
    /// shared among that axis's flexible parts in proportion to their current lengths,
    /// or equally when they are all zero.
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let old = frame
        let (x, width) = Self.resizedAxis(
            start: old.minX, length: old.width, end: oldSize.width - old.maxX,
            delta: newSize.width - oldSize.width,
            flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                       autoresizingMask.contains(.flexibleRightMargin)))
        let (y, height) = Self.resizedAxis(
            start: old.minY, length: old.height, end: oldSize.height - old.maxY,
            delta: newSize.height - oldSize.height,
            flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                       autoresizingMask.contains(.flexibleBottomMargin)))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }

    private static func resizedAxis(start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat,
                                     flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
        guard !parts.isEmpty, delta != 0 else { return (start, length) }
        let total = parts.reduce(0, +)
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * value / total : delta / CGFloat(parts.count)
        }
        return (start + share(flexible.0, start), max(0, length + share(flexible.1, length)))
    }
}
