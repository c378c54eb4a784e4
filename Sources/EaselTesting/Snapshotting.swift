import Easel
import Foundation

/// How to turn a value into an image to compare, like swift-snapshot-testing's
/// `Snapshotting<Value, UIImage>`: a small value holding one capture function.
///
/// Strategies compose by `pullback`: the layer strategy is the view strategy pulled
/// back along "the view this layer backs", and your own types can reuse any strategy
/// the same way (`Snapshotting<View>.image.pullback { (card: Card) in card.view }`).
public struct Snapshotting<Value> {
    /// Renders the value, measuring the masks in the result.
    public let capture: @MainActor (Value, [SnapshotMask]) throws(SnapshotError) -> SnapshotCapture

    /// A strategy from its capture function.
    public init(capture: @escaping @MainActor (Value, [SnapshotMask]) throws(SnapshotError) -> SnapshotCapture) {
        self.capture = capture
    }

    /// The strategy for values of another type, converted to this one first, like
    /// swift-snapshot-testing's `pullback(_:)`.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) throws(SnapshotError) -> Value
    ) -> Snapshotting<NewValue> {
        let capture = capture
        return Snapshotting<NewValue> { value, masks throws(SnapshotError) in try capture(try transform(value), masks) }
    }
}
