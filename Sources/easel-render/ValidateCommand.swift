import ArgumentParser
import EaselCommandLine
import EaselScene
import Foundation

/// `easel validate <scene or folder>…`: checks scenes as `render` would load them
/// (every key, value, reference and image), without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = SceneCommandHelp.validate

    @Argument(help: "Scene files, or folders of them.")
    var scenes: [String]

    @Flag(name: .customLong("allow-outside"), help: "Let scenes read images outside their folder.")
    var allowOutside = false

    @OptionGroup var limits: LimitOptions<SceneLimits>

    func run() throws {
        let options = SceneOptions(allowsImagesOutsideFolder: allowOutside, limits: try limits.limits())
        var files: [URL] = []
        for path in scenes { files += try Scene.files(at: URL(fileURLWithPath: path)) }
        var invalid = 0
        for file in files {
            do {
                _ = try Scene(contentsOf: file, options: options)
                print("valid: \(file.relativePath)")
            } catch {
                invalid += 1
                FileHandle.standardError.write(Data("\(error)\n".utf8))
            }
        }
        if files.count > 1 { print("\(files.count) scenes: \(files.count - invalid) valid, \(invalid) with problems") }
        if invalid > 0 { throw RenderFailure(exitStatus: 2) }
    }
}
