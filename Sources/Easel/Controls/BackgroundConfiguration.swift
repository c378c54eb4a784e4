import EaselGraphics
import Foundation

/// What is drawn behind a button's content, like the part of `UIBackgroundConfiguration`
/// a button uses: a fill, a corner radius and a stroke.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill, like `UIBackgroundConfiguration.backgroundColor`; `nil` lets the
    /// button's style decide.
    public var backgroundColor: Color?
    /// The corner radius, like `UIBackgroundConfiguration.cornerRadius`; used when the
    /// button's `cornerStyle` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The outline colour, like `UIBackgroundConfiguration.strokeColor`.
    public var strokeColor: Color?
    /// The outline width, like `UIBackgroundConfiguration.strokeWidth` (0: none).
    public var strokeWidth: CGFloat = 0

    public init() {}

    /// A background of nothing, like `UIBackgroundConfiguration.clear()`.
    public static func clear() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
