/// How the ends of open stroked subpaths are drawn, like `CGLineCap`.
public enum LineCap: Sendable {
    /// The stroke stops at the end point (CoreGraphics' default).
    case butt
    /// A half circle of the line width's diameter closes the end.
    case round
    /// The stroke extends half the line width beyond the end point.
    case square
}

/// How corners of stroked paths are drawn, like `CGLineJoin`.
public enum LineJoin: Sendable {
    /// Sharp corners, beveled when they exceed the miter limit (CoreGraphics' default).
    case miter
    /// Corners rounded with the line width's diameter.
    case round
    /// Corners cut off square to the bisector.
    case bevel
}
