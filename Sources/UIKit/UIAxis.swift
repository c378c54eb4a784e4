import Easel

/// Horizontal, vertical or both, like `UIAxis`; the same type as Easel's `Axis`.
public typealias UIAxis = Axis
