/// A subclass that records which of its overrides ran, by name (`#function`).
protocol OverrideRecording: AnyObject {
    var calls: [String] { get set }
}

extension OverrideRecording {
    /// Notes that the calling override ran.
    func record(_ name: String = #function) { calls.append(name) }
}
