/// One view of a scene, resolved: its class, id, properties, subviews, standalone
/// layers and gesture recognizers.
public struct ViewNode: Sendable {
    /// The class to create.
    public let viewClass: ViewClass
    /// The view's `accessibilityIdentifier`: its name in events, traces and dumps;
    /// unique in the scene.
    public let id: String?
    /// Its properties, each valid for `viewClass`, in application order.
    public let properties: [ViewProperty]
    /// Its subviews, back to front.
    public let subviews: [ViewNode]
    /// Its standalone layers, back to front, added to its layer above its content.
    public let layers: [LayerNode]
    /// Its gesture recognizers, in the order they are added.
    public let gestures: [SceneGesture]
    /// Where the view is in the file (`root.subviews[2]`).
    public let path: ScenePath
    /// Where its mapping starts in the file.
    let location: SourceLocation

    /// Whether the scene gives the view a frame (the root view fills the window when not).
    var hasFrame: Bool {
        properties.contains { if case .frame = $0 { true } else { false } }
    }
}
