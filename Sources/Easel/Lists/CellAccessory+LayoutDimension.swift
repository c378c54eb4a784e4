import Foundation

extension CellAccessory {
    /// The width reserved for an accessory, in which it is centred, like
    /// `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for the accessory: Easel draws the system
        /// accessories at their SF Symbols sizes, so this is their own width too.
        case standard
        /// A width of its own (never narrower than the accessory).
        case custom(CGFloat)

        /// The room an accessory `width` wide takes.
        func room(for width: CGFloat) -> CGFloat {
            guard case .custom(let reserved) = self else { return width }
            return max(width, reserved)
        }
    }
}
