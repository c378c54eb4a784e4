import Foundation

/// The sides a popover's arrow may point to, like `UIPopoverArrowDirection`. `.up`
/// is an arrow on the popover's top edge pointing up at a source above it (the popover
/// hangs below the source), `.down` the reverse; `.left` puts the popover to the right
/// of its source, `.right` to the left.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A direction set from its raw bits, like `UIPopoverArrowDirection(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An arrow pointing up, like `UIPopoverArrowDirection.up`.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow pointing down, like `UIPopoverArrowDirection.down`.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow pointing left, like `UIPopoverArrowDirection.left`.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow pointing right, like `UIPopoverArrowDirection.right`.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Every direction, like `UIPopoverArrowDirection.any`, the default of
    /// `permittedArrowDirections`.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction known, like `UIPopoverArrowDirection.unknown`: a popover's
    /// `arrowDirection` before it is shown.
    public static let unknown = PopoverArrowDirection(rawValue: .max)
}
