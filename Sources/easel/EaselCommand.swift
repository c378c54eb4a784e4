import ArgumentParser

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "easel")
    func run() throws {}
}
