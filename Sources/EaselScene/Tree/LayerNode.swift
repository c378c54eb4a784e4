/// One standalone layer of a scene, resolved: its kind, id, properties, sublayers and
/// mask. A view's `layers` are added to its layer above its content, as
/// `view.layer.addSublayer(_:)` adds them.
public struct LayerNode: Sendable {
    /// The Core Animation class a layer node is made as.
    public enum Kind: String, CaseIterable, Sendable {
        /// `Layer`, like `CALayer`.
        case layer = "Layer"
        /// `ShapeLayer`, like `CAShapeLayer`.
        case shapeLayer = "ShapeLayer"
        /// `GradientLayer`, like `CAGradientLayer`.
        case gradientLayer = "GradientLayer"
        /// `TextLayer`, like `CATextLayer`.
        case textLayer = "TextLayer"
        /// `ReplicatorLayer`, like `CAReplicatorLayer`.
        case replicatorLayer = "ReplicatorLayer"
    }

    /// The class to create.
    public let kind: Kind
    /// The layer's `name`: its name in events and traces; unique among the scene's
    /// view and layer ids.
    public let id: String?
    /// Its properties, each valid for `kind`, in application order.
    public let properties: [LayerProperty]
    /// Its sublayers, back to front.
    public let sublayers: [LayerNode]
    /// Where the layer is in the file (`root.layers[0].sublayers[1]`).
    public let path: ScenePath
    /// Where its mapping starts in the file.
    let location: SourceLocation
    /// The mask, if any: a list of at most one, as a value cannot hold itself inline.
    private let maskStorage: [LayerNode]

    /// The layer whose alpha masks this one, like `CALayer.mask`.
    public var mask: LayerNode? { maskStorage.first }

    init(kind: Kind, id: String?, properties: [LayerProperty], sublayers: [LayerNode], mask: LayerNode?,
         path: ScenePath, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.properties = properties
        self.sublayers = sublayers
        self.maskStorage = mask.map { [$0] } ?? []
        self.path = path
        self.location = location
    }
}
