/// How lines sit between the edges of a frame, like `CTTextAlignment`.
public enum CTTextAlignment: UInt8, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines end at the right edge.
    case right = 1
    /// Lines are centered.
    case center = 2
    /// Lines that wrap fill the width.
    case justified = 3
    /// The leading edge of the text's direction.
    case natural = 4
}
