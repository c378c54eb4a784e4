import EaselGraphics
import Foundation

/// A space between compositional layout elements, like `NSCollectionLayoutSpacing`:
/// fixed, or flexible (at least its points, and a share of the room left over).
public final class NSCollectionLayoutSpacing: Sendable {
    /// The points of the space (the least, when flexible), like `spacing`.
    public let spacing: CGFloat
    /// Whether it takes a share of the room left over, like `isFlexibleSpacing`.
    public let isFlexibleSpacing: Bool
    /// Whether it is exactly its points, like `isFixedSpacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points, like `fixed(_:)`.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, with a share of the room left over, like `flexible(_:)`.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}

/// The spaces around an item inside its group, like `NSCollectionLayoutEdgeSpacing`.
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    /// The space before the item's leading edge, like `leading`.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the item, like `top`.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the item's trailing edge, like `trailing`.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the item, like `bottom`.
    public let bottom: NSCollectionLayoutSpacing?

    /// Like `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
