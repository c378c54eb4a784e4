import Foundation

extension Pasteboard {
    /// The items of one name, shared by every pasteboard object of that name.
    final class Storage: @unchecked Sendable {
        struct State {
            var items: [[String: Any]] = []
            var changeCount = 0
            /// When the items expire, in the run loop's virtual time; `nil` for never.
            var expiration: TimeInterval?
            /// Every type of every item.
            var allTypes: Set<String> { Set(items.flatMap(\.keys)) }
        }

        private let lock = NSLock()
        private var state = State()

        func read<Result>(_ body: (State) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(state)
        }

        func write<Result>(_ body: (inout State) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }
}
