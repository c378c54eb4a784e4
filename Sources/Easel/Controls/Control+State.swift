import Foundation

extension Control {
    /// The states a control can be in, as a set, like `UIControl.State`; the raw values
    /// are UIKit's. `normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not take touches (`isEnabled` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (never set here: there is no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content across its bounds, like
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control places its content down its bounds, like
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
