import Dispatch
import Synchronization

/// Runs `body(worker, index)` for every index in `0..<count` on `workers` threads (no
/// more than there are indices) and returns when all are done. Each thread takes the
/// next index when it is done with one, so a slow item does not hold up the others;
/// `worker` is the thread's number from 0, for state a thread keeps to itself.
package func concurrentForEach(count: Int, workers: Int, _ body: (_ worker: Int, _ index: Int) -> Void) {
    let workers = min(workers, count)
    if workers <= 1 {
        for index in 0..<count { body(0, index) }
        return
    }
    let next = Atomic(0)
    // concurrentPerform returns when every thread is done, so `body` does not outlive
    // the call.
    withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let body = body
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(worker, index)
            }
        }
    }
}
