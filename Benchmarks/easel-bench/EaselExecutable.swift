import Foundation

/// The `easel` the whole-process benchmarks run: `EASEL_BINARY` when set (`make bench`
/// sets it to the binary `make easel` builds, the way users get it), else the one built
/// beside this executable.
func easelExecutable() throws -> String {
    let path = ProcessInfo.processInfo.environment["EASEL_BINARY"]
        ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("easel").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
        throw BenchmarkError.process("\(path) is missing: build it first with `make easel` (make bench does)")
    }
    return path
}
