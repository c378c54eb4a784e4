import EaselGraphics
import Foundation

/// Something a dynamic animator can move, like `UIDynamicItem`: the animator reads its
/// `center`, `bounds` and `transform` when the item joins a behaviour (and on
/// `DynamicAnimator.updateItem(usingCurrentState:)`), and writes `center` and the
/// rotation of `transform` back at each frame while it runs. `View` and
/// `CollectionViewLayoutAttributes` are dynamic items, as in UIKit.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    /// The item's centre, in the reference view's coordinates (a collection view's
    /// content for a layout's animator), like `UIDynamicItem.center`.
    var center: CGPoint { get set }
    /// The item's bounds, like `UIDynamicItem.bounds`: its size gives its mass and its
    /// collision shape. The animator never changes it.
    var bounds: CGRect { get }
    /// The item's transform, like `UIDynamicItem.transform`: the animator replaces it
    /// with a rotation when the item turns.
    var transform: Transform { get set }
    /// The shape the item collides as, like `UIDynamicItem.collisionBoundsType`
    /// (optional in UIKit; `.rectangle` by default).
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The outline of a `.path` item, like `UIDynamicItem.collisionBoundingPath`
    /// (optional in UIKit; its bounding box is what collides here).
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    /// A rectangle, the shape UIKit uses when an item does not say.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// The item's bounds about its centre, as a rectangle path.
    public var collisionBoundingPath: BezierPath {
        collisionOutline(of: bounds)
    }
}

/// The shape a dynamic item collides as, like `UIDynamicItemCollisionBoundsType`.
public enum DynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds.
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath` (its bounding box, in Easel).
    case path
}

/// The attributes of a collection view's element are what a layout's animator moves,
/// as in UIKit.
extension CollectionViewLayoutAttributes: DynamicItem {}

/// A view is a dynamic item, as in UIKit: its `collisionBoundsType` and
/// `collisionBoundingPath` are `View`'s own open properties, so a subclass overrides them.
extension View: DynamicItem {}

/// A rectangle of `bounds`' size about the origin: an item's default collision outline.
func collisionOutline(of bounds: CGRect) -> BezierPath {
    BezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
}
