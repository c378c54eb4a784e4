/// One segment of a scene's `SegmentedControl` (its `segments`), resolved: a title, or
/// an SF Symbol by name, as `UISegmentedControl(items:)` takes strings and images.
public enum SceneSegment: Sendable, Equatable {
    /// A segment showing a title.
    case title(String)
    /// A segment showing an SF Symbol, like `UIImage(systemName:)`.
    case systemImage(String)
}
