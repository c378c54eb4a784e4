import ArgumentParser
import EaselCommandLine
import EaselDiff
import Foundation

/// `easel compare <baseline> <current>`: compares two PNG files, or two folders of
/// them matched by relative path, with pixelmatch's comparison; writes the reports
/// asked for; then, with `--update`, accepts the current images as the baseline
/// (see `CompareRequest`, which its options become).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare baseline PNG images with current ones.",
        discussion: """
        Each image is unchanged, changed, added (only in <current>) or removed (only in \
        <baseline>). Pixels are compared as pixelmatch does: a perceptual colour distance \
        against --threshold, semi-transparent pixels blended over white, anti-aliased \
        pixels not counted unless --include-aa. Files with the same bytes are equal \
        without being decoded. Images of different sizes always fail.

        A comparison holds its two files, both images decoded and, for --report, its \
        diff image. What it needs is read from the files' headers first: an image over \
        --limit pixels, or a pair that could never fit --limit memory, is bad input; \
        otherwise the comparison waits until the ones running beside it leave enough of \
        --limit memory free, so --jobs never takes a run past it.

        EXIT STATUS
          0  nothing exceeds the allowance (or --update accepted it)
          1  some image exceeds the allowance
          2  bad input: a missing file, an unreadable PNG, a bad option

        EXAMPLES
          easel compare baseline/ current/
          easel compare baseline/ current/ --report Output/report
          easel compare baseline/ current/ --json out.json --junit out.xml
          easel compare home.png Output/home.png --max-diff-ratio 0.001
          easel compare baseline/ current/ --ignore 0,0,1170,141
          easel compare baseline/ current/ --ignore-file ignore.json
          easel compare baseline/ current/ --metric oklab --window-size 32
          easel compare baseline/ current/ --update
          easel compare baseline/ current/ --jobs 8 --limit memory=268435456
          easel compare baseline/ current/ --shard 2/4 --report shard-2
        """
    )

    @Argument(help: "The baseline: a PNG file, or a folder of them.")
    var baseline: String

    @Argument(help: "The current images: a PNG file, or a folder of them.")
    var current: String

    @Option(help: "The largest perceptual colour distance (0–1) at which pixels still match.")
    var threshold: Double = ComparisonOptions().threshold

    @Option(help: ArgumentHelp("The colour metric: yiq (pixelmatch 6, the default) or oklab (pixelmatch 8's HyAB).",
                               valueName: "metric"))
    var metric: ColorMetric = .yiq

    @Flag(help: "Blend semi-transparent pixels over pixelmatch 7's checkerboard instead of white.")
    var checkerboard = false

    @Option(name: .customLong("window-size"), help: ArgumentHelp(
        "Let --max-diff-pixels limit the densest N×N window instead of the whole image (pixelmatch 8's windowSize).",
        valueName: "N"))
    var windowSize: Int?

    @Option(name: .customLong("mask-color"), help: ArgumentHelp(
        "Paint the --ignore regions in this colour in the diff image (Playwright's maskColor).", valueName: "RRGGBB"))
    var maskColor: HexColorArgument?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(name: .customLong("max-diff-pixels"), help: "How many pixels of an image may differ.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"),
            help: "What share (0–1) of an image's pixels may differ; with --max-diff-pixels, the stricter applies.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("ignore"), help: ArgumentHelp(
        "A region not to compare, in pixels; repeat for more.", valueName: "x,y,width,height"))
    var ignoredRegions: [RegionArgument] = []

    @Option(name: .customLong("ignore-file"), help: ArgumentHelp(
        #"A JSON file of regions per image: {"ignore": {"*": [[x, y, w, h]], "home.png": [...]}}."#,
        valueName: "file"))
    var ignoreFile: String?

    @Option(help: "How many images to compare at once.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var limits: LimitOptions<ComparisonLimits>

    @Option(help: ArgumentHelp("Write an HTML report (index.html and images) into this folder.", valueName: "folder"))
    var report: String?

    @OptionGroup var reportFiles: ReportFileOptions

    @Flag(help: "After the reports, copy the current changed and added images over the baseline.")
    var update = false

    @Option(help: ArgumentHelp(
        "Compare only shard i of n of the images (1-based), for a CI matrix: picked by scene folder, as `easel render --shard` picks the scenes; --report then also keeps the shard's records, for `easel report --merge`.",
        valueName: "i/n"))
    var shard: Shard?

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, not \(threshold).") }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must not be negative, not \(maxDiffPixels).")
        }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1, not \(maxDiffRatio).")
        }
        if let problem = shard?.rangeProblem { throw ValidationError(problem) }
        if shard != nil, report == nil {
            throw ValidationError("--shard needs --report: the shard's records and pictures go in the report folder.")
        }
        if let windowSize, windowSize < 1 { throw ValidationError("--window-size must be at least 1, not \(windowSize).") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
        do { _ = try limits.limits() } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        var request = CompareRequest(baseline: baseline, current: current)
        request.options = ComparisonOptions(threshold: threshold, includeAA: includeAA,
                                            ignoredRegions: ignoredRegions.map(\.rect), metric: metric,
                                            checkerboard: checkerboard, windowSize: windowSize, maskColor: maskColor?.pixel)
        request.allowance = Allowance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        request.ignoreFile = ignoreFile
        request.jobs = jobs
        request.limits = try limits.limits()
        request.report = report
        request.files = reportFiles.files
        request.update = update
        request.shard = shard
        try request.run()
    }
}
