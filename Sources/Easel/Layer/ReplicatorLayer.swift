import EaselGraphics
import Foundation

/// A layer that shows its sublayers several times, each copy moved by one more
/// `instanceTransform` than the last, like `CAReplicatorLayer` (an activity spinner's
/// ticks, a row of dots).
///
/// Copy `i` (from 0) is the sublayers mapped by `instanceTransform` applied `i` times
/// about the layer's anchor point, their pixels multiplied by the colour
/// `instanceColor + i × (instanceRedOffset, instanceGreenOffset, instanceBlueOffset,
/// instanceAlphaOffset)` (each channel held to 0…1; a `nil` `instanceColor` counts as
/// opaque white), showing the sublayers' animations as they were `i × instanceDelay`
/// seconds earlier.
open class ReplicatorLayer: Layer {
    override class var replicatesSublayers: Bool { true }

    /// How many copies of the sublayers are shown, like
    /// `CAReplicatorLayer.instanceCount` (1; a negative count shows none). A count above
    /// `maximumInstanceCount` is reported and held to it, where Core Animation would
    /// stall the render server.
    public var instanceCount = 1 {
        willSet { if newValue != instanceCount { compositingWillChange() } }
        didSet {
            if instanceCount > Self.maximumInstanceCount {
                Diagnostics.report("\(traceName): holding an instanceCount of \(instanceCount) "
                                   + "to \(Self.maximumInstanceCount) copies")
                instanceCount = Self.maximumInstanceCount
            }
            if oldValue != instanceCount { compositingWillChange() }
        }
    }

    /// The most copies a replicator shows (readable from any isolation: scene files
    /// are checked against it off the main actor).
    public nonisolated static let maximumInstanceCount = 10_000
    /// The transform from one copy to the next, about the anchor point, like
    /// `CAReplicatorLayer.instanceTransform` (its affine part is composited).
    public var instanceTransform = Transform3D.identity {
        willSet { if newValue != instanceTransform { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("instanceTransform", instanceTransform.rows.flatMap { $0 }) {
                instanceTransform = oldValue
            }
            if oldValue != instanceTransform { compositingDidChange("instanceTransform", from: oldValue) }
        }
    }
    /// The colour the first copy's pixels are multiplied by, like
    /// `CAReplicatorLayer.instanceColor`: `nil` (the default) tints nothing, as opaque
    /// white does.
    public var instanceColor: Color? {
        willSet { if newValue != instanceColor { compositingWillChange() } }
        didSet { if oldValue != instanceColor { compositingDidChange("instanceColor", from: oldValue) } }
    }
    /// What each copy adds to the red of the one before, like
    /// `CAReplicatorLayer.instanceRedOffset` (0; −0.25 takes a quarter of the red away).
    public var instanceRedOffset: Float = 0 {
        willSet { if newValue != instanceRedOffset { compositingWillChange() } }
        didSet { acceptColorOffset(\.instanceRedOffset, "instanceRedOffset", from: oldValue) }
    }
    /// What each copy adds to the green of the one before, like
    /// `CAReplicatorLayer.instanceGreenOffset` (0).
    public var instanceGreenOffset: Float = 0 {
        willSet { if newValue != instanceGreenOffset { compositingWillChange() } }
        didSet { acceptColorOffset(\.instanceGreenOffset, "instanceGreenOffset", from: oldValue) }
    }
    /// What each copy adds to the blue of the one before, like
    /// `CAReplicatorLayer.instanceBlueOffset` (0).
    public var instanceBlueOffset: Float = 0 {
        willSet { if newValue != instanceBlueOffset { compositingWillChange() } }
        didSet { acceptColorOffset(\.instanceBlueOffset, "instanceBlueOffset", from: oldValue) }
    }
    /// What each copy adds to the opacity of the one before, like
    /// `CAReplicatorLayer.instanceAlphaOffset` (0; −0.1 fades each copy by a tenth).
    public var instanceAlphaOffset: Float = 0 {
        willSet { if newValue != instanceAlphaOffset { compositingWillChange() } }
        didSet { acceptColorOffset(\.instanceAlphaOffset, "instanceAlphaOffset", from: oldValue) }
    }
    /// How many seconds each copy's sublayer animations lag the one before, like
    /// `CAReplicatorLayer.instanceDelay` (0; an activity spinner's ticks fade in turn).
    public var instanceDelay: TimeInterval = 0 {
        willSet { if newValue != instanceDelay { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("instanceDelay", CGFloat(instanceDelay)) { instanceDelay = oldValue }
            if oldValue != instanceDelay { compositingDidChange("instanceDelay", from: oldValue) }
        }
    }

    /// Keeps a finite colour offset (a non-finite one is reported and undone) and
    /// damages the copies when it changed.
    private func acceptColorOffset(_ offset: ReferenceWritableKeyPath<ReplicatorLayer, Float>, _ name: String,
                                   from oldValue: Float) {
        if !acceptsGeometry(name, CGFloat(self[keyPath: offset])) { self[keyPath: offset] = oldValue }
        if oldValue != self[keyPath: offset] { compositingDidChange(name, from: oldValue) }
    }

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let replicator = layer as? ReplicatorLayer else { return }
        instanceCount = replicator.instanceCount
        instanceTransform = replicator.instanceTransform
        instanceColor = replicator.instanceColor
        instanceRedOffset = replicator.instanceRedOffset
        instanceGreenOffset = replicator.instanceGreenOffset
        instanceBlueOffset = replicator.instanceBlueOffset
        instanceAlphaOffset = replicator.instanceAlphaOffset
        instanceDelay = replicator.instanceDelay
    }

    override var sublayerInstances: [SublayerInstance] {
        let step = placingInstance(instanceTransform.affineTransform)
        var mapping = Transform.identity
        let first = instanceColor?.resolvedForDrawing ?? .white
        var instances: [SublayerInstance] = []
        for index in 0..<max(0, instanceCount) {
            func channel(_ start: CGFloat, _ offset: Float) -> CGFloat {
                min(1, max(0, start + CGFloat(index) * CGFloat(offset)))
            }
            let color = Color(red: channel(first.red, instanceRedOffset), green: channel(first.green, instanceGreenOffset),
                              blue: channel(first.blue, instanceBlueOffset), alpha: channel(first.alpha, instanceAlphaOffset))
            instances.append(SublayerInstance(mapping: mapping, color: color, delay: TimeInterval(index) * instanceDelay))
            mapping = mapping.concatenating(step)
        }
        return instances
    }

    /// `transform` applied about the anchor point, in the layer's coordinates.
    private func placingInstance(_ transform: Transform) -> Transform {
        let bounds = self.bounds
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform(translationX: anchor.x, y: anchor.y))
    }
}

/// One copy of a layer's sublayers: where it goes in the layer's coordinates, the
/// colour its pixels are multiplied by, and how many seconds its sublayers' animations lag.
struct SublayerInstance {
    let mapping: Transform
    let color: Color
    let delay: TimeInterval

    /// The opacity the copy is shown at.
    var alpha: CGFloat { color.alpha }
}
