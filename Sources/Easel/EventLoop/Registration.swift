/// A callback an event loop holds for an owner, which it holds weakly: once the owner
/// is gone the callback is dead and the loop drops it. A callback registered without
/// an owner lives as long as the loop.
struct Registration<Callback> {
    private(set) weak var owner: AnyObject?
    private let hasOwner: Bool
    var callback: Callback

    init(owner: AnyObject?, callback: Callback) {
        self.owner = owner
        hasOwner = owner != nil
        self.callback = callback
    }

    /// Whether the callback is still to be called.
    var isLive: Bool { !hasOwner || owner != nil }
}
