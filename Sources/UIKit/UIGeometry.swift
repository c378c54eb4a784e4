/// Insets from a rectangle's edges, like `UIEdgeInsets`; the same type as Easel's
/// `EdgeInsets` (`CGRect.inset(by:)` takes it).
public typealias UIEdgeInsets = EdgeInsets

/// The corners of a rectangle, like `UIRectCorner`; the same type as Easel's `RectCorner`.
public typealias UIRectCorner = RectCorner

/// Edges of a rectangle, like `UIRectEdge`; the same type as Easel's `RectEdge`.
public typealias UIRectEdge = RectEdge
