/// A value carried into a `@Sendable` closure or across an isolation boundary where
/// iOS code's Objective-C equivalent crosses it unchecked: an observer's method called
/// on the posting thread, a timer's target called from its run loop.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
