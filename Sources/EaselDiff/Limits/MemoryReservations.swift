import Dispatch

/// Bytes that the comparisons of one run share: each reserves what it will hold
/// before it reads its files and gives it back when done, waiting its turn while too
/// little is free. Requests are served in the order they were made, and none is larger
/// than the whole, so every comparison gets its turn.
///
/// The state is guarded by a serial queue rather than `Synchronization.Mutex`, whose
/// futex ThreadSanitizer cannot see through on Linux.
final class MemoryReservations: @unchecked Sendable {
    /// The bytes all reservations may add up to.
    let capacity: Int
    private var available: Int
    private var waiting: [(bytes: Int, turn: DispatchSemaphore)] = []
    private let guardQueue = DispatchQueue(label: "easel.compare.memory")

    init(capacity: Int) {
        self.capacity = capacity
        available = capacity
    }

    /// Holds `bytes` (at most `capacity`) for the duration of `body`.
    func holding<Result, Failure: Error>(_ bytes: Int, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        reserve(bytes)
        defer { release(bytes) }
        return try body()
    }

    private func reserve(_ bytes: Int) {
        let turn: DispatchSemaphore? = guardQueue.sync {
            if waiting.isEmpty, available >= bytes {
                available -= bytes
                return nil
            }
            let turn = DispatchSemaphore(value: 0)
            waiting.append((bytes, turn))
            return turn
        }
        turn?.wait()
    }

    /// Gives `bytes` back, and hands them on to the waiting requests that now fit, in
    /// order (the bytes are taken for them here, so a woken request holds them).
    private func release(_ bytes: Int) {
        let woken: [DispatchSemaphore] = guardQueue.sync {
            available += bytes
            var woken: [DispatchSemaphore] = []
            while let first = waiting.first, first.bytes <= available {
                available -= first.bytes
                woken.append(first.turn)
                waiting.removeFirst()
            }
            return woken
        }
        for turn in woken { turn.signal() }
    }
}
