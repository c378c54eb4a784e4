import Foundation

/// The curve of a layer's rounded corners, like `CALayerCornerCurve`.
public enum CornerCurve: Hashable, Sendable {
    /// Quarter circles (the default), like `.circular`.
    case circular
    /// Apple's continuous corner, whose curvature eases in from the straight edges (the
    /// corners of `BezierPath(roundedRect:cornerRadius:)`), like `.continuous`.
    case continuous
}
