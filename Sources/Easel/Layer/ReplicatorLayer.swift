import EaselGraphics
import Foundation

/// A layer that shows its sublayers several times, each copy moved by one more
/// `instanceTransform` than the last, like `CAReplicatorLayer` (an activity spinner's
/// ticks, a row of dots).
///
/// Copy `i` (from 0) is the sublayers mapped by `instanceTransform` applied `i` times
/// about the layer's anchor point, at an opacity of `1 + i × instanceAlphaOffset`.
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
    /// What each copy adds to the opacity of the one before, like
    /// `CAReplicatorLayer.instanceAlphaOffset` (0; −0.1 fades each copy by a tenth).
    public var instanceAlphaOffset: Float = 0 {
        willSet { if newValue != instanceAlphaOffset { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("instanceAlphaOffset", CGFloat(instanceAlphaOffset)) {
                instanceAlphaOffset = oldValue
            }
            if oldValue != instanceAlphaOffset { compositingDidChange("instanceAlphaOffset", from: oldValue) }
        }
    }

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let replicator = layer as? ReplicatorLayer else { return }
        instanceCount = replicator.instanceCount
        instanceTransform = replicator.instanceTransform
        instanceAlphaOffset = replicator.instanceAlphaOffset
    }

    override var sublayerInstances: [SublayerInstance] {
        let step = placingInstance(instanceTransform.affineTransform)
        var mapping = Transform.identity
        var instances: [SublayerInstance] = []
        for index in 0..<max(0, instanceCount) {
            let alpha = min(1, max(0, 1 + CGFloat(index) * CGFloat(instanceAlphaOffset)))
            instances.append(SublayerInstance(mapping: mapping, alpha: alpha))
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

/// One copy of a layer's sublayers: where it goes in the layer's coordinates, and the
/// opacity it is shown at.
struct SublayerInstance {
    let mapping: Transform
    let alpha: CGFloat
}
