import ArgumentParser
import EaselCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import Foundation
#endif

/// Hands `easel render …` and `easel validate …` to `easel-render`, and `easel port …`
/// to `easel-port`, the executables beside `easel` that link the scene engine and
/// swift-syntax, the way git runs `git-<command>`.
///
/// Loading cairo, Pango and the 40 shared objects behind them costs about 5 ms before
/// `main`; `easel compare`, which CI runs once per build and often on identical files,
/// does not pay it. The arguments go across whole (help included), so every option,
/// message and exit status is the other executable's, which names itself `easel`.
enum CommandForwarder {
    /// `easel render`, listed with `render`'s own help and run by `easel-render`.
    struct Render: ParsableCommand {
        static let configuration = SceneCommandHelp.render
        @Argument(parsing: .captureForPassthrough, help: .hidden) var arguments: [String] = []
        func run() throws { try forward(["render"] + arguments, to: "easel-render") }
    }

    /// `easel validate`, listed with `validate`'s own help and run by `easel-render`.
    struct Validate: ParsableCommand {
        static let configuration = SceneCommandHelp.validate
        @Argument(parsing: .captureForPassthrough, help: .hidden) var arguments: [String] = []
        func run() throws { try forward(["validate"] + arguments, to: "easel-render") }
    }

    /// `easel port`, listed with `port`'s own help and run by `easel-port`.
    struct Port: ParsableCommand {
        static let configuration = PortCommandHelp.port
        @Argument(parsing: .captureForPassthrough, help: .hidden) var arguments: [String] = []
        func run() throws { try forward(["port"] + arguments, to: "easel-port") }
    }

    /// `easel-render` or `easel-port` could not be started.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String {
            "cannot run \(path): \(reason) (it is built beside `easel` by `make easel` and by `swift build`)"
        }
    }

    /// `easel help render` asks `easel-render` for `render --help` (and `easel help
    /// port` `easel-port` for `port --help`): the forwarders only know the commands' names.
    static func helpRequest(_ arguments: [String]) -> [String] {
        let names = [Render.configuration.commandName, Validate.configuration.commandName, Port.configuration.commandName]
        guard arguments.count == 2, arguments[0] == "help", let name = arguments.last, names.contains(name) else {
            return arguments
        }
        return [name, "--help"]
    }

    /// Replaces this process with `executable` (beside this one) and `arguments`;
    /// returns only by throwing, when it cannot be started.
    private static func forward(_ arguments: [String], to executable: String) throws(Failure) {
        let path = executableDirectory + "/" + executable
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw Failure(path: path, reason: String(cString: strerror(errno)))
    }

    /// The folder of the running `easel`, symbolic links resolved, as the kernel knows
    /// it (the shell's `argv[0]` may be a bare name found on the `PATH`).
    private static var executableDirectory: String {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                             : CommandLine.arguments[0]
        #else
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
}
