/// What an animation shows outside its active time, like `CAMediaTimingFillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing: before its begin and after its end the layer shows its model value.
    case removed
    /// After its end the layer keeps showing the animation's last value.
    case forwards
    /// Before its begin (a later `beginTime`) the layer shows the first value.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// Whether the last value stays after the end (`forwards`, `both`).
    public var fillsForwards: Bool { self == .forwards || self == .both }
    /// Whether the first value shows before the start (`backwards`, `both`).
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}
