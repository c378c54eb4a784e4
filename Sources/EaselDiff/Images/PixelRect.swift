/// A rectangle of whole pixels, origin at the top-left pixel: what an ignore region or
/// the bounding box of a difference is, like a `CGRect` with integral values in an
/// image's pixel coordinates.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// A rectangle from its origin and size, like `CGRect(x:y:width:height:)`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just past the right edge, clamped to `Int`'s range: the numbers
    /// come from ignore files, which may hold any whole number.
    public var maxX: Int { Self.clampedSum(x, width) }
    /// The row just past the bottom edge, clamped to `Int`'s range.
    public var maxY: Int { Self.clampedSum(y, height) }

    private static func clampedSum(_ origin: Int, _ length: Int) -> Int {
        let (sum, overflow) = origin.addingReportingOverflow(length)
        return overflow ? (length > 0 ? .max : .min) : sum
    }

    /// Whether the rectangle covers no pixel, like `CGRect.isEmpty`.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels covered by both rectangles, like `CGRect.intersection(_:)`; empty
    /// when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `x,y,width×height`, as the command line prints regions.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}

/// The width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size, like `CGSize(width:height:)` in whole pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}
