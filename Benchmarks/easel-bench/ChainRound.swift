/// One round of issue 4's chain benchmark on one side (our solver, our views,
/// kiwisolver): build and solve, 100 suggested container widths, one view's height
/// constant changed (the median of 9 changes).
struct ChainRound {
    var build: Timing
    var edit: Timing
    var change: Timing

    /// The number of height changes timed in a round; the round keeps their median.
    static let changes = 9

    /// Runs the sides in turn, round after round, and returns each side's medians: a side
    /// runs in as many of the first rounds as its `rounds` says (kiwisolver's builds take
    /// seconds from 5,000 views), nil for a side that ran in none. Interleaving keeps the
    /// comparison fair when the shared machine's load comes and goes.
    static func interleaved(_ sides: [(rounds: Int, run: () throws -> ChainRound)]) throws -> [ChainRound?] {
        var samples = Array(repeating: [ChainRound](), count: sides.count)
        for round in 0..<(sides.map(\.rounds).max() ?? 0) {
            for (index, side) in sides.enumerated() where round < side.rounds {
                samples[index].append(try side.run())
            }
        }
        return samples.map { rounds in
            rounds.isEmpty ? nil : ChainRound(build: Timing.median(rounds.map(\.build)),
                                              edit: Timing.median(rounds.map(\.edit)),
                                              change: Timing.median(rounds.map(\.change)))
        }
    }

    /// The median of `changes` timings of `body`.
    static func medianChange(_ body: (Int) throws -> Void) rethrows -> Timing {
        var timings: [Timing] = []
        for index in 0..<changes { timings.append(try Timing.of { try body(index) }) }
        return Timing.median(timings)
    }
}
