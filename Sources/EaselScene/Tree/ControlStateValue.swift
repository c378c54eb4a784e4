import Easel
import Foundation

/// One value of a button's per-state look (`titles: {normal: Play, selected: Pause}`):
/// the state it is for and the value, as `setTitle(_:for:)` and its siblings take them.
public struct ControlStateValue<Value: Sendable>: Sendable {
    /// The state: `normal`, `highlighted`, `selected` or `disabled`.
    public let state: Control.State
    /// The title, colour or image for that state.
    public let value: Value
}
