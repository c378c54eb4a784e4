import Dispatch
import Foundation

/// Runs `body` for every index in `0..<count` on at most `jobs` threads (`nil`: one per
/// core) and returns the results in index order. Each worker takes the next index as it
/// becomes free, so a slow item does not hold up the others.
package func parallelMap<Result>(count: Int, jobs: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    // One item or one job needs no threads (and starting them, or even counting the
    // cores, costs more than a comparison of two identical files).
    if count <= 1 { return (0..<count).map(body) }
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    if jobs <= 1 { return (0..<count).map(body) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deinitialize().deallocate() }
    let next = IndexDispenser()
    // Every index is written by exactly one worker, and read after all have finished.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
        while let index = next.take(below: count) {
            slots[index] = body(index)
        }
    }
    return results.map { $0! }
}

/// Hands out 0, 1, 2… to the workers of `parallelMap`, one at a time.
private final class IndexDispenser: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
