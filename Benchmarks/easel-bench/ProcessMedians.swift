/// The medians of whole-process runs timed in turn: each command runs once per round,
/// after a warm-up round, as `interleavedMedianMilliseconds` runs its bodies.
struct ProcessMedians {
    /// Median wall time of each command, in milliseconds, in the order given.
    let wall: [Double]
    /// Median CPU time (user + system, from `wait4`) of each command, in milliseconds:
    /// what the process cost, which other load on shared cores inflates less.
    let cpu: [Double]

    init(repetitions: Int, _ commands: [WholeProcess]) throws {
        var cpu = Array(repeating: [Double](), count: commands.count)
        wall = try interleavedMedianMilliseconds(repetitions: repetitions, commands.indices.map { index in
            { cpu[index].append(try commands[index].run().cpuMilliseconds) }
        })
        // The warm-up round is in `cpu` too; medians of the timed rounds only.
        self.cpu = cpu.map { Array($0.dropFirst()).sorted()[($0.count - 1) / 2] }
    }

    /// The details a result prints for command `easel` against command `baseline`.
    func cpuDetails(easel: Int, baseline: Int) -> [String: Double] {
        ["easelCPUMs": cpu[easel], "baselineCPUMs": cpu[baseline], "cpuRatio": cpu[baseline] / cpu[easel]]
    }
}
