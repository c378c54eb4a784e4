import Foundation
import Synchronization

extension EventLoop {
    /// The virtual time of the loop that last ran or advanced (`current`'s `now`),
    /// readable from any thread: what code that is not on the main actor, such as the
    /// pasteboard's expiration dates, reads as the time. 0 before any loop ran.
    public nonisolated static var latestNow: TimeInterval { latestTime.withLock { $0 } }

    /// Kept by the loops as they enter and advance.
    nonisolated static let latestTime = Mutex<TimeInterval>(0)
}
