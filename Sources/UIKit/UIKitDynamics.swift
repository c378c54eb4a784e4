import Easel

/// Something a dynamic animator moves, like `UIDynamicItem`; the same protocol as
/// Easel's `DynamicItem` (views and collection view layout attributes conform).
public typealias UIDynamicItem = DynamicItem

/// The shape a dynamic item collides as, like `UIDynamicItemCollisionBoundsType`; the
/// same enumeration as Easel's `DynamicItemCollisionBoundsType`.
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType

/// Runs UIKit Dynamics, like `UIDynamicAnimator`; the same class as Easel's
/// `DynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator

/// Hears when a dynamic animator pauses and resumes, like `UIDynamicAnimatorDelegate`;
/// the same protocol as Easel's `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate

/// A rule of UIKit Dynamics, like `UIDynamicBehavior`; the same class as Easel's
/// `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior

/// Gravity, like `UIGravityBehavior`; the same class as Easel's `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior

/// Collisions, like `UICollisionBehavior`; the same class as Easel's `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior

/// Hears about collisions, like `UICollisionBehaviorDelegate`; the same protocol as
/// Easel's `CollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate

/// What collides, like `UICollisionBehavior.Mode`'s older name `UICollisionBehaviorMode`.
public typealias UICollisionBehaviorMode = CollisionBehavior.Mode

/// An attachment, like `UIAttachmentBehavior`; the same class as Easel's
/// `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior

/// What an attachment links, like `UIAttachmentBehaviorType`.
public typealias UIAttachmentBehaviorType = AttachmentBehavior.AttachmentType

/// A push, like `UIPushBehavior`; the same class as Easel's `PushBehavior`.
public typealias UIPushBehavior = PushBehavior

/// How a push acts, like `UIPushBehaviorMode`.
public typealias UIPushBehaviorMode = PushBehavior.Mode

/// A snap to a point, like `UISnapBehavior`; the same class as Easel's `SnapBehavior`.
public typealias UISnapBehavior = SnapBehavior

/// Items' material and velocities, like `UIDynamicItemBehavior`; the same class as
/// Easel's `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior

/// A range of values, like `UIFloatRange`; the same structure as Easel's `FloatRange`.
public typealias UIFloatRange = FloatRange
