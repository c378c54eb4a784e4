// Runs a program, its output passed through, then prints its peak resident memory in
// KiB (`ru_maxrss` from `wait4`) as the last line of standard output and exits with
// the program's status.
//
// Why a process of its own: Linux carries the high-water mark of the memory a process
// leaves at `exec` into the new program's `ru_maxrss`, and a child spawned by the test
// process leaves the test process's memory (a hundred megabytes and more while the
// whole suite runs). Spawned from this small probe instead, the program's figure is
// its own.
#if canImport(Glibc)
import Glibc
#endif

/// Says what went wrong on standard error and exits with status 2.
func fail(_ message: String) -> Never {
    var line = "peak-memory-probe: " + message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let program = arguments.first else {
    fail("usage: peak-memory-probe PROGRAM [ARGUMENT…]")
}
let argv = arguments.map { strdup($0) } + [nil]
var child: pid_t = 0
let spawned = posix_spawnp(&child, program, nil, nil, argv, environ)
guard spawned == 0 else {
    fail("cannot start \(program): \(String(cString: strerror(spawned)))")
}
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0 {
    guard errno == EINTR else {
        fail("wait4: \(String(cString: strerror(errno)))")
    }
}
print(usage.ru_maxrss)
// The program's exit status, or 128 + its signal, as a shell reports it.
exit(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F)
