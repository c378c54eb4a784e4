/// The median wall time of each body, in milliseconds, over `repetitions` rounds that
/// run every body once in turn (after one warm-up round). On a machine whose speed
/// drifts (shared cores), interleaving keeps the ratio between the bodies fair where
/// timing one body's runs after the other's would not.
func interleavedMedianMilliseconds(repetitions: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
    for body in bodies { try body() }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<repetitions {
        for (index, body) in bodies.enumerated() {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            samples[index].append(Double(elapsed.components.seconds) * 1000
                                  + Double(elapsed.components.attoseconds) / 1e15)
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}
