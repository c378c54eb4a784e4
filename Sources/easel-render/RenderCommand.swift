import ArgumentParser
import Easel
import EaselCommandLine
import EaselDiff
import EaselScene
import Foundation

/// `easel render <scene or folder>…`: renders scene files to PNG frames, each into
/// `<output>/<scene name>/`. Several scenes render in parallel, each in a process of
/// its own; a scene that fails does not stop the others.
struct RenderCommand: ParsableCommand {
    static let configuration = SceneCommandHelp.render

    @Argument(help: "Scene files, or folders of them.")
    var scenes: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Where the scenes' frame folders go.", valueName: "folder"))
    var output = "Output"

    @Option(help: ArgumentHelp("Which frames to keep: last, every, or times in seconds (0.25,0.5).", valueName: "frames"))
    var capture: String?

    @Option(help: "Pixels per point, instead of the scene's.")
    var scale: Double?

    @Option(help: ArgumentHelp("A device preset, instead of the scene's size (e.g. \"iPhone 15\").", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("light or dark, instead of the scene's; a comma-separated list renders each.",
                               valueName: "appearances"))
    var appearance: String?

    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("A text size (large, extraExtraExtraLarge, accessibilityMedium …), instead of the scene's; "
                               + "a comma-separated list renders each.", valueName: "sizes"))
    var contentSize: String?

    @Option(name: .customLong("layout-direction"),
            help: ArgumentHelp("leftToRight or rightToLeft, instead of the scene's; a comma-separated list renders each.",
                               valueName: "directions"))
    var layoutDirection: String?

    @Option(name: .customLong("pseudo-language"),
            help: ArgumentHelp("none, accented or rightToLeft, instead of the scene's; a comma-separated list renders each.",
                               valueName: "languages"))
    var pseudoLanguage: String?

    @Flag(help: "Render light and dark at the large, extraExtraExtraLarge and accessibilityExtraExtraExtraLarge text sizes.")
    var matrix = false

    @Flag(name: .customLong("system-overlays"),
          help: "Draw iOS's status bar (9:41) and home indicator over every frame, as a simulator screenshot shows them.")
    var systemOverlays = false

    @Flag(name: .customLong("layout-dump"), help: "Write each captured frame's views, classes, ids and frames as JSON.")
    var layoutDump = false

    @Flag(help: "Write each captured frame's accessibility image: elements numbered in VoiceOver's order, with a legend.")
    var accessibility = false

    @Flag(help: "Write the captured frames as one animated PNG, animation.apng, each shown until the next capture.")
    var apng = false

    @Option(help: ArgumentHelp("Write the trace (one JSON object per line) to this file; one scene only.", valueName: "file"))
    var trace: String?

    @Flag(name: .customLong("allow-outside"), help: "Let scenes read images outside their folder.")
    var allowOutside = false

    @Option(help: "How many scenes to render at once.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp(
        "Render only shard i of n of the scenes (1-based), for a CI matrix: picked by scene name, as `easel compare --shard` picks their images.",
        valueName: "i/n"))
    var shard: Shard?

    @OptionGroup var limits: LimitOptions<SceneLimits>

    /// Set for the child processes of a parallel render: print one JSON line per scene
    /// for the parent instead of progress and a summary.
    @Flag(help: .hidden)
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale must be a positive number, not \(scale).") }
        if matrix, appearance != nil || contentSize != nil {
            throw ValidationError("--matrix sets the appearances and content sizes; give it without --appearance and --content-size.")
        }
        if let problem = shard?.rangeProblem { throw ValidationError(problem) }
    }

    func run() throws {
        let options = try sceneOptions()
        let configurations = try traitConfigurations()
        var found: [URL] = []
        for path in scenes { found += try Scene.files(at: URL(fileURLWithPath: path)) }
        // Checked over all the scenes, not the shard's, so every shard of a CI matrix
        // refuses the same inputs.
        let folders = try OutputFolders(scenes: found, output: output)
        let files = shard?.select(sceneFiles: folders.scenes) ?? folders.scenes
        // A shard with no scenes still leaves its (empty) output folder, which the same
        // machine's `compare --shard` reads as its current images.
        if shard != nil { try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
        if trace != nil, files.count != 1 {
            throw ValidationError("--trace takes one scene; \(files.count) were given.")
        }
        let progress = RenderProgress(total: files.count, quiet: quiet)
        let outcomes: [SceneOutcome]
        if files.count == 1 || jobs == 1 {
            // The font files are scanned while the first scene is read.
            if !files.isEmpty { TextLayout.prepareFontsInBackground() }
            outcomes = files.map { file in
                let outcome = MainActor.assumeIsolated {
                    render(file, into: folders.folder(for: file), options: options, configurations: configurations)
                }
                progress.finished(outcome)
                return outcome
            }
        } else {
            let arguments = childArguments()
            outcomes = parallelMap(count: files.count, jobs: jobs) { index in
                let outcome = SceneOutcome(renderingInChildProcess: files[index], arguments: arguments)
                progress.finished(outcome)
                return outcome
            }
        }
        progress.summarize(outcomes)
        if let worst = outcomes.map(\.exitStatus).max(), worst != 0 { throw RenderFailure(exitStatus: worst) }
    }

    private func sceneOptions() throws -> SceneOptions {
        SceneOptions(allowsImagesOutsideFolder: allowOutside,
                     device: try device.map { name throws(SceneError) in try Device.named(name) },
                     scale: scale.map { CGFloat($0) },
                     capture: try capture.map { text throws(SceneError) in try CaptureSchedule(parsing: text) },
                     limits: try limits.limits(), showsSystemOverlays: systemOverlays ? true : nil)
    }

    /// The trait combinations to render: one unnamed one (the scene's traits, with any
    /// single value given) into the scene's folder, or a named one per combination of
    /// the lists, each into a folder of its name inside the scene's.
    private func traitConfigurations() throws -> [TraitConfiguration] {
        try TraitConfiguration.combinations(
            appearances: matrix ? TraitConfiguration.matrixAppearances.joined(separator: ",") : appearance,
            contentSizes: matrix ? TraitConfiguration.matrixContentSizes.joined(separator: ",") : contentSize,
            layoutDirections: layoutDirection, pseudoLanguages: pseudoLanguage)
    }

    @MainActor
    private func render(_ file: URL, into folder: URL, options: SceneOptions,
                        configurations: [TraitConfiguration]) -> SceneOutcome {
        let named = configurations.count > 1
        var frames = 0
        do {
            for configuration in configurations {
                var options = options
                options.traits = configuration.traits
                let scene = try Scene(contentsOf: file, options: options)
                let written = try scene.render(
                    to: named ? folder.appendingPathComponent(configuration.name) : folder,
                    options: SceneRenderOptions(writesLayoutDump: layoutDump, traceFile: trace.map { URL(fileURLWithPath: $0) },
                                                writesAccessibilityImage: accessibility, writesAnimatedPNG: apng))
                frames += written.filter {
                    $0.pathExtension == "png" && !$0.lastPathComponent.hasSuffix(Scene.accessibilityImageSuffix)
                }.count
            }
            return SceneOutcome(file: file, folder: folder.relativePath, frames: frames)
        } catch {
            return SceneOutcome(file: file, error: error)
        }
    }

    /// The options a child process renders one scene with.
    private func childArguments() -> [String] {
        var arguments = ["render", "--output", output, "--jobs", "1"]
        if let capture { arguments += ["--capture", capture] }
        if let scale { arguments += ["--scale", String(scale)] }
        if let device { arguments += ["--device", device] }
        if let appearance { arguments += ["--appearance", appearance] }
        if let contentSize { arguments += ["--content-size", contentSize] }
        if let layoutDirection { arguments += ["--layout-direction", layoutDirection] }
        if let pseudoLanguage { arguments += ["--pseudo-language", pseudoLanguage] }
        if matrix { arguments.append("--matrix") }
        if systemOverlays { arguments.append("--system-overlays") }
        if layoutDump { arguments.append("--layout-dump") }
        if accessibility { arguments.append("--accessibility") }
        if apng { arguments.append("--apng") }
        if allowOutside { arguments.append("--allow-outside") }
        return arguments + limits.arguments
    }
}

/// Scenes that did not all render: the exit status is the worst of theirs (2 for bad
/// input over 1 for a failed render); the messages were printed as they came.
struct RenderFailure: Error {
    let exitStatus: Int32
}
