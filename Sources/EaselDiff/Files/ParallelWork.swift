import EaselPNG
import Foundation

/// Runs `body` for every index in `0..<count` on at most `jobs` threads (`nil`: one per
/// core) and returns the results in index order. Each worker takes the next index as it
/// becomes free, so a slow item does not hold up the others.
package func parallelMap<Result>(count: Int, jobs: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    // One item or one job needs no threads (and starting them, or even counting the
    // cores, costs more than a comparison of two identical files).
    if count <= 1 { return (0..<count).map(body) }
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deinitialize().deallocate() }
    // Every index is written by exactly one worker, and read after all have finished.
    nonisolated(unsafe) let slots = results
    concurrentForEach(count: count, workers: jobs) { _, index in slots[index] = body(index) }
    return results.map { $0! }
}
