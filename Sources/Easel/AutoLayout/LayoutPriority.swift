import EaselSolver
import Foundation

/// How much a constraint matters when constraints conflict, like `UILayoutPriority`:
/// 1…1000, where 1000 (``required``) must hold and lower priorities are met as well as
/// the higher ones allow.
///
/// The engine weighs a broken optional constraint by its priority (each point of error
/// costs `priority × 1000` on Cassowary's strength scale, as in the solver benchmark),
/// so that a higher priority wins over a lower one it conflicts with directly.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number, like `UILayoutPriority.rawValue`.
    public let rawValue: Float

    /// A priority of `rawValue`, like `UILayoutPriority(rawValue:)`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Like `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold, like `UILayoutPriority.required` (1000).
    public static let required = LayoutPriority(1000)
    /// How much a button resists compression, like `UILayoutPriority.defaultHigh` (750): the
    /// default content compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// Like `UILayoutPriority.dragThatCanResizeScene` (510).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// Like `UILayoutPriority.sceneSizeStayPut` (500).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// Like `UILayoutPriority.dragThatCannotResizeScene` (490).
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// How much a button hugs its content, like `UILayoutPriority.defaultLow` (250): the
    /// default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// The pull towards the target size in `systemLayoutSizeFitting`, like
    /// `UILayoutPriority.fittingSizeLevel` (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether constraints at this priority must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength for this priority: required at 1000 and above, else the
    /// priority times 1000 (kiwi's `create(0, priority, 0)`).
    var strength: Strength {
        isRequired ? .required : Strength(rawValue: Double(max(rawValue, 0)) * 1000)
    }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `value`, like `UILayoutPriority + Float`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `value`, like `UILayoutPriority - Float`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, as UIKit prints it (`750`, `999.5`).
    public var description: String { LayoutNumber.format(CGFloat(rawValue)) }
}
