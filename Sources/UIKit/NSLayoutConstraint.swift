/// A relation between two layout attributes, like `NSLayoutConstraint`; the same class
/// as Easel's `LayoutConstraint` (`activate(_:)`, `constant`, `priority`, `isActive` …).
public typealias NSLayoutConstraint = LayoutConstraint

/// The priority of a constraint, like `UILayoutPriority`; the same type as Easel's
/// `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

/// A horizontal anchor, like `NSLayoutXAxisAnchor`; the same class as Easel's
/// `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// A vertical anchor, like `NSLayoutYAxisAnchor`; the same class as Easel's
/// `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// A width or height anchor, like `NSLayoutDimension`; the same class as Easel's
/// `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension

/// A rectangle that takes part in Auto Layout without being a view, like
/// `UILayoutGuide`; the same class as Easel's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide

/// Insets that follow the layout direction, like `NSDirectionalEdgeInsets`; the same
/// type as Easel's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// An anchor that makes constraints with anchors of its kind, like `NSLayoutAnchor`;
/// the same class as Easel's `LayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
