import Foundation

extension Window {
    /// A window's place among the app's windows, like `UIWindow.Level`: higher levels
    /// stand above lower ones (`normal` 0, `statusBar` 1000, `alert` 2000), and code
    /// places a window between them by raw value. (UIKit's `Level + CGFloat` operator
    /// is left out: one more `+` overload makes Swift give up type-checking long
    /// arithmetic of literals elsewhere in a module.)
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's windows, like `UIWindow.Level.normal`.
        public static let normal = Level(0)
        /// The status bar's level, like `UIWindow.Level.statusBar`.
        public static let statusBar = Level(1000)
        /// The level of alerts, like `UIWindow.Level.alert`.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A level `rhs` above `lhs` (`UIWindow.Level.alert + 1`), like UIKit's `+`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs` (`UIWindow.Level.normal - 1`), like UIKit's `-`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
