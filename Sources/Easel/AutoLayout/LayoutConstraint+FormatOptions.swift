import Foundation

extension LayoutConstraint {
    /// How the visual format language lays views out beyond what the format says, like
    /// `NSLayoutConstraint.FormatOptions`: an attribute every view of the format is
    /// aligned by (across the format's axis), and the direction a horizontal format
    /// runs in.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all the views.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all the views.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all the views.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all the views.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all the views.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of all the views.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of all the views.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all the views.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of all the views.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// A horizontal format runs from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// The attributes the alignment options name, in UIKit's order.
        var alignments: [Attribute] {
            [(FormatOptions.alignAllLeft, Attribute.left), (.alignAllRight, .right), (.alignAllTop, .top),
             (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
             (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
             (.alignAllFirstBaseline, .firstBaseline)]
                .filter { contains($0.0) }.map(\.1)
        }
    }
}
