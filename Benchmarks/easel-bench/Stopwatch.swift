import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall and CPU time of one timed step, in milliseconds. CPU time (the calling thread's,
/// `CLOCK_THREAD_CPUTIME_ID`) is what the step cost however many other processes shared
/// the cores meanwhile; on the shared benchmark machine it moves far less than wall time.
struct Timing {
    var wall: Double
    var cpu: Double

    /// Times `body` once.
    static func of(_ body: () throws -> Void) rethrows -> Timing {
        let (wallStart, cpuStart) = (ContinuousClock.now, threadCPUMilliseconds())
        try body()
        let cpu = threadCPUMilliseconds() - cpuStart
        let elapsed = ContinuousClock.now - wallStart
        return Timing(wall: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15,
                      cpu: cpu)
    }

    /// The median of each component over several rounds.
    static func median(_ timings: [Timing]) -> Timing {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Timing(wall: middle(timings.map(\.wall)), cpu: middle(timings.map(\.cpu)))
    }

    private static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }
}
