import Foundation

/// How to turn a value into text to compare, like swift-snapshot-testing's
/// `Snapshotting<Value, String>`: references are `.txt` files beside the images, and a
/// failure shows the unified diff from the reference to the new text.
///
/// Strategies compose by `pullback`, as image strategies do
/// (`TextSnapshotting<View>.hierarchy.pullback { (card: Card) in card.view }`).
public struct TextSnapshotting<Value> {
    /// Describes the value as text.
    public let capture: @MainActor (Value) throws(SnapshotError) -> String

    /// A strategy from its capture function.
    public init(capture: @escaping @MainActor (Value) throws(SnapshotError) -> String) {
        self.capture = capture
    }

    /// The strategy for values of another type, converted to this one first.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) throws(SnapshotError) -> Value
    ) -> TextSnapshotting<NewValue> {
        let capture = capture
        return TextSnapshotting<NewValue> { value throws(SnapshotError) in try capture(try transform(value)) }
    }
}

extension TextSnapshotting where Value == String {
    /// The string itself.
    public static var lines: TextSnapshotting { TextSnapshotting { $0 } }
}
