import Foundation

/// Something that happens to the scene at a moment of virtual time (`events:`).
public struct SceneEvent: Sendable {
    /// What happens. Touches, animations, constraint changes, rotation and
    /// backgrounding join as cases when their engine parts land.
    public enum Action: Sendable {
        /// Sets properties of a view, in `ViewProperty` order.
        case set(viewID: String, properties: [ViewProperty])
        /// Marks a view (or a rectangle of it) for redrawing, like `setNeedsDisplay(_:)`.
        case setNeedsDisplay(viewID: String, rect: CGRect?)
        /// Marks a view for layout, like `setNeedsLayout()`.
        case setNeedsLayout(viewID: String)
        /// Scrolls a `ScrollView`, like `setContentOffset(_:animated:)`.
        case scroll(viewID: String, to: CGPoint, animated: Bool)
        /// Pushes, pops, presents or dismisses a controller.
        case navigation(SceneNavigation)
    }

    /// When, in seconds of virtual time from the first frame.
    public let time: TimeInterval
    /// What.
    public let action: Action
    /// Where the event is in the file (`events[3]`).
    public let path: ScenePath
    /// Where its mapping starts in the file.
    let location: SourceLocation
}
