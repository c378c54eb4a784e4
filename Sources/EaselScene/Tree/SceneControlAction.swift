import Easel
import Foundation

/// An action a scene adds to a control (`actions:`), like
/// `control.addAction(UIAction { _ in … }, for: .touchUpInside)`, whose handler makes
/// changes (the same changes an `animate` block or a gesture's action makes).
public struct SceneControlAction: Sendable {
    /// The events the action answers, as `addAction(_:for:)` takes them.
    public let events: Control.Event
    /// The event's name as the scene writes it (`touchUpInside`, `allTouchEvents`): the
    /// message of the `controlAction` trace line its handler records.
    public let name: String
    /// The changes the handler makes, in order.
    public let changes: [SceneEvent.Action]
}
