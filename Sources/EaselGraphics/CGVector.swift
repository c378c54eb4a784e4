import Foundation

/// A two-dimensional vector, like Core Graphics' `CGVector` (which Foundation on Linux
/// lacks): a velocity or a force, as UIKit's spring timing and dynamics speak them.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector with the components given, like `CGVector(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components (disfavoured, so that `CGVector(dx: 0, dy: .pi)`
    /// picks `CGFloat` as on Apple's platforms).
    @_disfavoredOverload
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector with both components zero, like `CGVector()`.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector, like `CGVector.zero`.
    public static let zero = CGVector()
}
